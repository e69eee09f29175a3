// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as zm from 'zod/mini'
import { toFormikValidationSchema } from 'zod-formik-adapter'
import type { FieldDef } from './field'
import { formikValidationOf } from './formikValidation'
import { formSchemaOf, NOT_VALID_HERE } from './formSchema'
import { dateMore, decimal, max, minField, NOT_A_DATE, required } from './rules'
import { formErrors } from '@/test/support/forms'

const fields: FieldDef[] = [
  { name: 'title', label: 'Title', input: 'text', rules: [required(), max(5)] },
  { name: 'password', label: 'Password', input: 'password', rules: [required()], optionalOnEdit: true },
  { name: 'amount', label: 'Amount', input: 'number', rules: [decimal()] },
  { name: 'minScore', label: 'Min score', input: 'number' },
  { name: 'maxScore', label: 'Max score', input: 'number', rules: [minField('minScore', 'Min score')] },
  { name: 'validFrom', label: 'Valid from', input: 'date' },
  { name: 'validTo', label: 'Valid to', input: 'date', rules: [dateMore('validFrom', 'Valid from')] },
]
const record = z.looseObject({ id: z.number(), title: z.string().nullish(), amount: z.number().nullish() })
const def = { schema: record, fields }

describe('formSchemaOf: the declaration schema extended with the fields’ rules', () => {
  it('gives each failing field its first message', () => {
    expect(formErrors(def, { title: null, password: '' }, { isNew: true })).toEqual({
      title: 'This field is required.',
      password: 'This field is required.',
    })
    expect(formErrors(def, { title: 'far too long', password: 'p', amount: 1.23456 }, { isNew: true })).toEqual({
      title: 'Use at most 5 characters.',
      amount: 'Enter a number of 0 or more with at most 3 decimals, e.g. 12.5.',
    })
  })
  it('skips create-only fields of a saved record (users: password)', () => {
    expect(formErrors(def, { id: 1, title: 'x', password: '' }, { isNew: false })).toEqual({})
  })
  it('reports date text that is no date, whatever the rules', () => {
    expect(formErrors(def, { title: 'x', password: 'p', validFrom: '31.02.2025' }, { isNew: true })).toEqual({
      validFrom: NOT_A_DATE,
    })
  })
  it('runs cross-field rules on the whole form, reported at the field that declares them', () => {
    expect(
      formErrors(
        def,
        { id: 1, title: 'x', validFrom: '2025-02-01', validTo: '2025-01-01', minScore: 5, maxScore: 4 },
        { isNew: false },
      ),
    ).toEqual({ validTo: 'Must be later than Valid from.', maxScore: 'Must be at least Min score (5).' })
  })
  it('checks the values against the declaration’s schema once the rules pass', () => {
    expect(formErrors(def, { id: 1, title: 3 }, { isNew: false })).toEqual({ title: NOT_VALID_HERE })
    // A new record has no id yet.
    expect(formErrors(def, { title: 'x', password: 'p' }, { isNew: true })).toEqual({})
  })
  it('leaves the declaration’s schema as it was: a server record breaking a rule still parses', () => {
    formSchemaOf(def, { isNew: false })
    expect(record.safeParse({ id: 1, title: 'far too long', amount: 1.23456 }).success).toBe(true)
  })
  it('works the same on a zod/mini declaration schema', () => {
    const mini = { schema: zm.looseObject({ id: zm.number(), title: zm.nullish(zm.string()) }), fields }
    expect(formErrors(mini, { id: 1, title: null }, { isNew: false })).toEqual({ title: 'This field is required.' })
    expect(formErrors(mini, { id: 1, title: 3 }, { isNew: false })).toEqual({ title: NOT_VALID_HERE })
  })
})

/** What Formik does with a validationSchema: calls validate and reads the thrown error's `inner` (yupToFormErrors). */
async function formikErrorsOf(schema: ReturnType<typeof toFormikValidationSchema>, values: Record<string, unknown>) {
  try {
    await schema.validate(values)
    return []
  } catch (e) {
    return (e as { name: string; inner: { path: string; message: string }[] }).inner
  }
}

describe('formikValidationOf: Formik validates through zod-formik-adapter', () => {
  it('throws the ValidationError Formik reads, with the rules’ messages at the fields’ paths', async () => {
    const validation = formikValidationOf(def, { isNew: true })
    expect(
      await formikErrorsOf(validation, {
        title: 'far too long',
        password: 'p',
        validFrom: '2025-02-01',
        validTo: '2025-01-01',
      }),
    ).toEqual([
      { path: 'title', message: 'Use at most 5 characters.' },
      { path: 'validTo', message: 'Must be later than Valid from.' },
    ])
    expect(await formikErrorsOf(validation, { title: 'ok', password: 'p' })).toEqual([])
  })
})

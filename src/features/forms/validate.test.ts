import { describe, expect, it } from 'vitest'
import type { FieldDef } from '@/features/forms/field'
import { dateMore, required } from './rules'
import { NOT_A_DATE, validateRecord } from './validate'

const fields: FieldDef[] = [
  { name: 'title', label: 'Title', input: 'text', rules: [required()] },
  { name: 'password', label: 'Password', input: 'password', rules: [required()], optionalOnEdit: true },
  { name: 'validFrom', label: 'Valid from', input: 'date' },
  { name: 'validTo', label: 'Valid to', input: 'date', rules: [dateMore('validFrom', 'Valid from')] },
]

describe('validateRecord', () => {
  it('gives each failing field its first message', () => {
    expect(validateRecord(fields, { title: null, password: '' }, { isNew: true })).toEqual({
      title: 'This field is required.',
      password: 'This field is required.',
    })
  })
  it('skips create-only fields of a saved record (users: password)', () => {
    expect(validateRecord(fields, { title: 'x' }, { isNew: false })).toEqual({})
  })
  it('reports date text that is no date, whatever the rules', () => {
    expect(validateRecord(fields, { title: 'x', password: 'p', validFrom: '31.02.2025' }, { isNew: true })).toEqual({
      validFrom: NOT_A_DATE,
    })
  })
  it('runs cross-field rules on the whole form', () => {
    expect(
      validateRecord(fields, { title: 'x', validFrom: '2025-02-01', validTo: '2025-01-01' }, { isNew: false }),
    ).toEqual({ validTo: 'Must be later than Valid from.' })
  })
})

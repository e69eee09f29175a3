import { describe, expect, test } from 'vitest'
import { formSchemaOf } from '@/features/forms/formSchema'
import { ruleName } from '@/features/forms/rules'
import type { DeclaredField } from './fieldKinds'
import { formField } from './formFields'
import { recordFields } from './recordFields'

const field = { name: 'x', label: 'X' }
const labelOf = (name: string) => name.toUpperCase()
const build = (declared: DeclaredField) => {
  const built = formField(field, declared, labelOf)
  return { ...built, rules: built.rules?.map(ruleName) }
}

describe('a form field follows from its declared kind', () => {
  test.each([
    [{ kind: 'text' }, { input: 'text' }],
    [{ kind: 'html' }, { input: 'richtext' }],
    [{ kind: 'decimal' }, { input: 'number', rules: ['decimal'] }],
    [
      { kind: 'integer', required: 'always' },
      { input: 'number', rules: ['required', 'integer'] },
    ],
    [{ kind: 'email' }, { input: 'text', rules: ['email'] }],
    [{ kind: 'boolean' }, { input: 'checkbox' }],
    [{ kind: { dictionary: 'diet' } }, { input: 'select', options: { kind: 'dictionary', dictionary: 'diet' } }],
    [{ kind: 'serving' }, { input: 'select', options: { kind: 'servings' } }],
    [{ kind: 'roles' }, { input: 'multiselect', joinWith: ',' }],
    [
      { kind: 'file', fileNameField: 'fileName' },
      { input: 'file', fileNameField: 'fileName' },
    ],
    [
      { kind: 'password', required: 'onCreate' },
      { input: 'password', rules: ['required'], optionalOnEdit: true },
    ],
    [{ kind: 'integer', compare: { rule: 'atLeast', field: 'min' } }, { rules: ['integer', 'minField'] }],
    [
      { kind: 'date', compare: { rule: 'after', field: 'from' } },
      { input: 'date', rules: ['dateMore'] },
    ],
  ] satisfies [DeclaredField, object][])('%j', (declared, expected) => {
    expect(build(declared)).toMatchObject({ name: 'x', label: 'X', ...expected })
  })

  test('a comparison names the other field by its label in the form', () => {
    const built = formField(field, { kind: 'integer', compare: { rule: 'atLeast', field: 'min' } }, labelOf)
    const schema = formSchemaOf({ schema: recordFields.record({}), fields: [built] }, { isNew: false })
    expect(schema.safeParse({ id: 1, x: 1, min: 5 }).error?.issues[0]?.message).toBe('Must be at least MIN (5).')
    expect(formField(field, { kind: 'text' }, labelOf)).not.toHaveProperty('rules')
  })

  test('a field the declaration does not have, or cannot be edited (a parent key), is refused', () => {
    expect(() => formField(field, undefined, labelOf)).toThrow("The field 'x' has no declared kind the form can edit.")
    expect(() => formField(field, { kind: { ref: 'courses' } }, labelOf)).toThrow()
  })
})

import { ROLES } from '@/api/session'
import type { FieldDef } from '@/features/forms/field'
import type { Rule } from '@/features/forms/rule'
import { dateMore, decimal, email, integer, minField, required } from '@/features/forms/rules'
import type { DeclaredField, FieldComparison, FieldKind } from './fieldKinds'

type Input = Pick<FieldDef, 'input' | 'options' | 'joinWith'> & { rule?: () => Rule }

const ROLE_OPTIONS = Object.values(ROLES).map((role) => ({ value: role, label: role }))

/** The input a declared kind is edited with, and the rule the kind itself brings. */
function inputOf(kind: FieldKind): Input | undefined {
  if (typeof kind === 'object')
    return 'dictionary' in kind
      ? { input: 'select', options: { kind: 'dictionary', dictionary: kind.dictionary } }
      : undefined
  switch (kind) {
    case 'text':
    case 'username':
      return { input: 'text' }
    case 'html':
      return { input: 'richtext' }
    case 'number':
      return { input: 'number' }
    case 'integer':
      return { input: 'number', rule: integer }
    case 'decimal':
      return { input: 'number', rule: decimal }
    case 'boolean':
      return { input: 'checkbox' }
    case 'email':
      return { input: 'text', rule: email }
    case 'roles':
      return { input: 'multiselect', options: { kind: 'static', options: ROLE_OPTIONS }, joinWith: ',' }
    case 'serving':
      return { input: 'select', options: { kind: 'servings' } }
    case 'date':
    case 'image':
    case 'file':
    case 'password':
      return { input: kind }
  }
}

/** The form's rule for a declared comparison; its message names the other field by its label in the form. */
function comparisonRule({ rule, field }: FieldComparison, labelOf: (name: string) => string): Rule {
  return rule === 'atLeast' ? minField(field, labelOf(field)) : dateMore(field, labelOf(field))
}

/**
 * A view's field as the form engine edits it: its input, options and rules follow from what the declaration says of it;
 * the view adds its label and help. `labelOf` gives another field's label, for the messages of comparisons.
 */
export function formField(
  field: Pick<FieldDef, 'name' | 'label' | 'help'>,
  declared: DeclaredField | undefined,
  labelOf: (name: string) => string,
): FieldDef {
  const input = declared && inputOf(declared.kind)
  if (!declared || !input) throw new Error(`The field '${field.name}' has no declared kind the form can edit.`)
  const { rule, ...how } = input
  const rules = [
    ...(declared.required ? [required()] : []),
    ...(rule ? [rule()] : []),
    ...(declared.compare ? [comparisonRule(declared.compare, labelOf)] : []),
  ]
  return {
    name: field.name,
    label: field.label,
    ...how,
    ...(rules.length > 0 ? { rules } : {}),
    ...(declared.required === 'onCreate' ? { optionalOnEdit: true } : {}),
    ...(declared.fileNameField ? { fileNameField: declared.fileNameField } : {}),
    ...(field.help ? { help: field.help } : {}),
  }
}

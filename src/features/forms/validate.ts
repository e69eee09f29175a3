import type { FieldDef } from '@/features/forms/field'
import { parseDateValue } from './dateValue'
import { isEmptyValue } from './rules'

export type FieldErrors = Record<string, string>

export const NOT_A_DATE = 'Enter a date as DD.MM.YYYY, e.g. 31.12.2025.'

/** What the input kind itself demands: a date field's text must be a real date (design §8.15). */
function inputError(field: FieldDef, value: unknown): string | undefined {
  if (field.input === 'date' && !isEmptyValue(value) && !parseDateValue(value)) return NOT_A_DATE
  return undefined
}

/** Runs every field's rules against the whole form; the first failing rule of a field gives its message. */
export function validateRecord(
  fields: readonly FieldDef[],
  values: Readonly<Record<string, unknown>>,
  { isNew }: { isNew: boolean },
): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of fields) {
    if (field.optionalOnEdit && !isNew) continue
    const value = values[field.name]
    const message = inputError(field, value) ?? field.rules?.map((rule) => rule.check(value, values)).find(Boolean)
    if (message) errors[field.name] = message
  }
  return errors
}

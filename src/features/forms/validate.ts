import type { FieldDef } from '@/features/resources/types'

export type FieldErrors = Record<string, string>

/** Runs every field's rules against the whole form; the first failing rule of a field gives its message. */
export function validateRecord(
  fields: readonly FieldDef[],
  values: Readonly<Record<string, unknown>>,
  { isNew }: { isNew: boolean },
): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of fields) {
    if (field.createOnly && !isNew) continue
    for (const rule of field.rules ?? []) {
      const message = rule.check(values[field.name], values)
      if (message) {
        errors[field.name] = message
        break
      }
    }
  }
  return errors
}

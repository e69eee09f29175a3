import type { z } from 'zod/mini'

/** The form's values, as Formik holds them (convert.ts: numbers parsed or null, dates as typed until they parse). */
export type FormValues = Readonly<Record<string, unknown>>

/** What a field's rule checks: the field's own value, and the whole form for rules that compare with another field. */
export interface FieldInput {
  readonly value: unknown
  readonly values: FormValues
}

/** A validation rule: a zod check that adds one issue with the rule's message when the value fails, and stops the
 * field's later rules (the first failing rule speaks for the field). */
export type Rule = z.core.$ZodCheck<FieldInput>

import { z } from 'zod/mini'
import { i18n } from '@/i18n/i18n'
import type { FieldDef } from './field'
import type { FieldInput, FormValues, Rule } from './rule'
import { dateText, numberText } from './rules'

/** What a form schema is built from: a declaration's record schema and its fields. */
export interface FormDeclaration {
  readonly schema: z.core.$ZodType
  readonly fields: readonly FieldDef[]
}

/** The rules a field's value must pass, in order: what its input kind demands, then the declared ones. */
function rulesOf(field: FieldDef): readonly Rule[] {
  const declared = field.rules ?? []
  if (field.input === 'date') return [dateText(), ...declared]
  return field.input === 'number' ? [numberText(), ...declared] : declared
}

/** A field's rules as one refinement of the form's values, reported at the field's path. */
function fieldRefinement(field: FieldDef): z.core.$ZodCheck<FormValues> {
  const rules = z.custom<FieldInput>().check(...rulesOf(field))
  return z.superRefine<FormValues>((values, ctx) => {
    // The rules abort on their first issue, so there is at most one: the field's message.
    for (const issue of rules.safeParse({ value: values[field.name], values }).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field.name], input: values[field.name] })
    }
  })
}

/** What a form value the declaration's schema rejects says: the rules speak for what the user can fix. */
export const NOT_VALID_HERE = 'This value is not valid here.'

/** Parse options of a form schema: its rules carry their messages, the declaration's schema gets this one. */
export const FORM_PARSE_PARAMS = { error: () => i18n._(NOT_VALID_HERE) } satisfies z.core.ParseContext<z.core.$ZodIssue>

/** The declaration's schema describes saved records; a new one is checked as if it already had its id. */
const withNewId = (values: FormValues): unknown => ({ ...values, id: 0 })
const asSaved = (values: FormValues): unknown => values

/**
 * The schema of a declaration's edit form: each field's rules as refinements of the form's values, then the
 * declaration's own schema. Create-only fields (`optionalOnEdit`) have no rules on a saved record. The declaration's
 * schema itself stays as it is, so a server record that breaks a form rule still loads.
 */
export function formSchemaOf(def: FormDeclaration, { isNew }: { isNew: boolean }) {
  const fields = def.fields.filter((f) => isNew || !f.optionalOnEdit)
  const rules = z.custom<FormValues>().check(...fields.map(fieldRefinement))
  return z.pipe(rules, z.pipe(z.transform(isNew ? withNewId : asSaved), def.schema))
}

import { toFormikValidationSchema } from 'zod-formik-adapter'
import { FORM_PARSE_PARAMS, formSchemaOf, type FormDeclaration } from './formSchema'

/** The adapter's types name classic zod's ZodType; it only calls `parseAsync`, which zod/mini schemas have too. */
type AdapterSchema = Parameters<typeof toFormikValidationSchema>[0]

/**
 * Formik's `validationSchema` for a declaration's edit form: the form schema through zod-formik-adapter. Formik keeps
 * the first message per field, which is the field's first failing rule.
 */
export function formikValidationOf(def: FormDeclaration, options: { isNew: boolean }) {
  return toFormikValidationSchema(formSchemaOf(def, options) as unknown as AdapterSchema, FORM_PARSE_PARAMS)
}

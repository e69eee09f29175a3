import { getIn, useFormikContext } from 'formik'

/**
 * The field's error once the user can expect it: after the field was touched or a save was tried (passive mode; see
 * docs/decisions.md, "Numbers and rules"). Server field errors arrive as Formik errors after a save, so they show too.
 */
export function useVisibleError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>()
  const error: unknown = getIn(errors, name)
  if (typeof error !== 'string' || !error) return undefined
  return getIn(touched, name) || submitCount > 0 ? error : undefined
}

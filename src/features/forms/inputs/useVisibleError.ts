import { getIn, useFormikContext } from 'formik'
import { serverErrorOf } from '../serverFieldErrors'

/**
 * The field's error once the user can expect it: after the field was touched or a save was tried (passive mode; see
 * docs/decisions.md, "Numbers and rules"); else what the server said of the value it was sent, while it stands.
 */
export function useVisibleError(name: string): string | undefined {
  const { errors, touched, submitCount, status, values } = useFormikContext<Record<string, unknown>>()
  const error: unknown = getIn(errors, name)
  if (typeof error === 'string' && error) return getIn(touched, name) || submitCount > 0 ? error : undefined
  return serverErrorOf(status, values, name)
}

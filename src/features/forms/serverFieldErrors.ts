import { getIn } from 'formik'

/**
 * What the server said of fields in a refused save, kept in Formik's status rather than its errors: the form's own
 * checks replace all errors each time they run (on leaving a field, on typing), which would wipe the server's word
 * while the value it was said of is still there. Each message stands while its field holds the value that was sent.
 */
export interface ServerFieldErrors {
  serverFieldErrors: Record<string, string>
  sent: Record<string, unknown>
}

export const serverFieldErrors = (
  errors: Record<string, string>,
  sent: Record<string, unknown>,
): ServerFieldErrors => ({
  serverFieldErrors: errors,
  sent,
})

const isServerFieldErrors = (status: unknown): status is ServerFieldErrors =>
  typeof status === 'object' && status !== null && 'serverFieldErrors' in status && 'sent' in status

/** The server's message for the field `name`, while its value is still the one that was sent; else undefined. */
export function serverErrorOf(status: unknown, values: unknown, name: string): string | undefined {
  if (!isServerFieldErrors(status)) return undefined
  const error = status.serverFieldErrors[name]
  if (!error || !Object.is(getIn(values, name), getIn(status.sent, name))) return undefined
  return error
}

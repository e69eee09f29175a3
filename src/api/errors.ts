import { MESSAGES } from '@/config'

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed'

/** The one error type of the console: every failed call becomes an ApiError. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** The server's own message, when its body carried one (design §8.17). */
  readonly serverMessage: string | undefined
  /** Field errors from a 400 body `{ errors: { field: message } }`. */
  readonly fieldErrors: Record<string, string>

  constructor(
    kind: ApiErrorKind,
    message: string,
    opts: { status?: number; serverMessage?: string; fieldErrors?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = opts.status
    this.serverMessage = opts.serverMessage
    this.fieldErrors = opts.fieldErrors ?? {}
  }

  static fromStatus(status: number, body?: unknown): ApiError {
    const { message, errors } = readErrorBody(body)
    return new ApiError('http', MESSAGES.backendError(status), {
      status,
      serverMessage: message,
      fieldErrors: errors,
    })
  }
}

function readErrorBody(body: unknown): { message?: string; errors?: Record<string, string> } {
  // Only a JSON body carries a message: a raw one may be a proxy's HTML page (issue 20).
  if (!body || typeof body !== 'object') return {}
  const b = body as Record<string, unknown>
  const message = typeof b.message === 'string' ? b.message : typeof b.title === 'string' ? b.title : undefined
  let errors: Record<string, string> | undefined
  if (b.errors && typeof b.errors === 'object') {
    errors = {}
    for (const [k, v] of Object.entries(b.errors as Record<string, unknown>)) {
      const text = Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(' ') : v
      if (typeof text === 'string' && text) errors[k] = text
    }
  }
  return { message, errors }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}

/** The text a user is shown for any failure. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.message
  if (e instanceof Error && e.message) return e.message
  return MESSAGES.network
}

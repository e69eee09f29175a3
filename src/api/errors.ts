import { MESSAGES } from '@/i18n/messages'

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed'

/** The one error type of the console: every failed call becomes an ApiError. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** The server's own message, when its body carried one (see docs/decisions.md, "Errors from a write"). */
  readonly serverMessage: string | undefined
  /** Field errors from a 400 body `{ errors: { field: message } }`. */
  readonly fieldErrors: Record<string, string>
  /** Seconds the server asked to wait (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined
  /** Who holds the record: a write refused (423 or 409) because another user's open edit locks it. */
  readonly lockedBy: string | undefined
  /** The record as it is now (unparsed): a write refused with 412 because it was made from an older version. */
  readonly current: unknown
  /** That record's version (the 412's `ETag`), when the server sent one. */
  readonly currentVersion: string | undefined

  constructor(
    kind: ApiErrorKind,
    message: string,
    opts: {
      status?: number
      serverMessage?: string
      fieldErrors?: Record<string, string>
      retryAfterSeconds?: number
      lockedBy?: string
      current?: unknown
      currentVersion?: string
    } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = opts.status
    this.serverMessage = opts.serverMessage
    this.fieldErrors = opts.fieldErrors ?? {}
    this.retryAfterSeconds = opts.retryAfterSeconds
    this.lockedBy = opts.lockedBy
    this.current = opts.current
    this.currentVersion = opts.currentVersion
  }

  static fromStatus(status: number, body?: unknown, retryAfter?: string | null, etag?: string | null): ApiError {
    const { message, errors, lockedBy, current } = readErrorBody(body)
    const locked = status === 423 || status === 409 ? lockedBy : undefined
    return new ApiError('http', locked === undefined ? MESSAGES.backendError(status) : MESSAGES.recordLocked(locked), {
      status,
      serverMessage: message,
      fieldErrors: errors,
      retryAfterSeconds: retryAfterSeconds(retryAfter),
      lockedBy: locked,
      current: status === 412 ? current : undefined,
      currentVersion: status === 412 ? (etag ?? undefined) : undefined,
    })
  }
}

/** A Retry-After header in whole seconds from now: delay-seconds or an HTTP date, as HTTP defines the header. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

function readErrorBody(body: unknown): {
  message?: string
  errors?: Record<string, string>
  lockedBy?: string
  current?: unknown
} {
  // Only a JSON body carries a message: a raw one may be a proxy's HTML page.
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
  const lockedBy = typeof b.lockedBy === 'string' && b.lockedBy ? b.lockedBy : undefined
  return { message, errors, lockedBy, current: b.current }
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

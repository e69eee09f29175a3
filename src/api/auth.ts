import { MESSAGES } from '@/i18n/messages'
import { ApiError } from './errors'
import { request } from './http'

export interface LoginAnswer {
  token: string
  username: string
  displayname: string
  roles: string
}

/**
 * Checked by hand rather than with zod: the login page is the first page loaded, and zod alone would add
 * about 24 KiB gzip to it (see docs/decisions.md, "First-load budgets").
 */
export function parseLoginAnswer(body: unknown): LoginAnswer {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const optional = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : undefined)
  const displayname = optional(b.displayname)
  const roles = optional(b.roles)
  if (
    typeof b.token !== 'string' ||
    !b.token ||
    typeof b.username !== 'string' ||
    displayname === undefined ||
    roles === undefined
  ) {
    throw new ApiError('malformed', MESSAGES.malformed)
  }
  return { token: b.token, username: b.username, displayname, roles }
}

export interface LoginPayload {
  username: string
  password: string
  rememberMe: boolean
}

/**
 * POST /auth/login; 400 and 401 mean wrong credentials (see docs/decisions.md, "Sign-in form"), 429 too many attempts.
 */
export async function login(payload: LoginPayload): Promise<LoginAnswer> {
  try {
    return parseLoginAnswer(await request<unknown>('/auth/login', { method: 'post', json: payload, anonymous: true }))
  } catch (e) {
    if (e instanceof ApiError && (e.status === 400 || e.status === 401)) {
      throw new ApiError('http', MESSAGES.wrongLogin, { status: e.status })
    }
    if (e instanceof ApiError && e.status === 429) {
      throw new ApiError('http', MESSAGES.tooManyAttempts(e.retryAfterSeconds), {
        status: 429,
        retryAfterSeconds: e.retryAfterSeconds,
      })
    }
    throw e
  }
}

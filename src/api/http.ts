import ky, { TimeoutError, type KyInstance } from 'ky'
import type * as z from 'zod/mini'
import { API_BASE_URL, API_PREFIX, HTTP_TIMEOUT_MS } from '@/config'
import { MESSAGES } from '@/i18n/messages'
import { ApiError } from './errors'
import { rememberVersion } from './recordVersions'
import { sessionStore } from './session'

type UnauthorizedHandler = () => void
let onUnauthorized: UnauthorizedHandler = () => {}
/** The app decides what a 401 does beyond clearing the session (cache, navigation). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler
}

/**
 * Any 401, from a call or the live channel: the session is gone (see docs/decisions.md, "Drafts and unsaved changes").
 */
export function reportUnauthorized() {
  sessionStore.clear()
  onUnauthorized()
}

let timeoutMs = HTTP_TIMEOUT_MS
/** Tests shorten the timeout; the product value is HTTP_TIMEOUT_MS. */
export function setHttpTimeout(ms: number) {
  timeoutMs = ms
  client = create()
}

function origin(): string {
  if (API_BASE_URL) return API_BASE_URL
  return typeof location === 'undefined' ? 'http://localhost' : location.origin
}

export function apiUrl(path: string): string {
  return `${origin()}${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`
}

function create(): KyInstance {
  return ky.create({
    timeout: timeoutMs,
    retry: 0,
    // Statuses are read by requestResponse (200 only is success): ky never throws for one.
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        (request) => {
          const { token } = sessionStore.get()
          if (token) request.headers.set('Authorization', `Bearer ${token}`)
        },
      ],
    },
  })
}
let client = create()

/** What the HTTP layer needs of a schema: its own safeParse, so this file (in the entry chunk) loads no zod. */
export type Parser<T> = Pick<z.ZodMiniType<T>, 'safeParse'>

export interface RequestOptions<T> {
  method?: 'get' | 'post' | 'put' | 'delete'
  /** Already encoded query string (without '?'). */
  query?: string
  json?: unknown
  body?: FormData
  /** A zod schema (mini or classic). */
  schema?: Parser<T>
  /** Login handles its own 400/401; no session side effects. */
  anonymous?: boolean
  signal?: AbortSignal
  onUploadProgress?: (fraction: number) => void
  /** The request outlives the page: a write that must reach the server even if the tab closes meanwhile. */
  keepalive?: boolean
  /** The version this write was made from (`If-Match`); a server with versions answers 412 when it is not current. */
  ifMatch?: string
}

async function send(path: string, opts: RequestOptions<unknown>): Promise<Response> {
  const url = apiUrl(path) + (opts.query ? `?${opts.query}` : '')
  try {
    return await client(url, {
      method: opts.method ?? 'get',
      json: opts.json,
      body: opts.body,
      signal: opts.signal,
      keepalive: opts.keepalive,
      headers: opts.ifMatch ? { 'If-Match': opts.ifMatch } : undefined,
      onUploadProgress: opts.onUploadProgress ? (p) => opts.onUploadProgress?.(p.percent) : undefined,
    })
  } catch (e) {
    if (e instanceof TimeoutError) throw new ApiError('timeout', MESSAGES.timeout)
    if (e instanceof DOMException && e.name === 'AbortError') throw e
    throw new ApiError('network', MESSAGES.network)
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * A body-less write sent as the page goes away (a closing tab, a sign-out): a request that outlives the page, with
 * the token read now, while the session still holds it. Nobody is left to read its answer.
 */
export function sendOnLeave(path: string, method: 'delete') {
  const { token } = sessionStore.get()
  void fetch(apiUrl(path), {
    method: method.toUpperCase(),
    keepalive: true,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined)
}

/** Raw response for a status-checked call: non-200 raises ApiError, 401 signs out. */
export async function requestResponse(path: string, opts: RequestOptions<unknown> = {}): Promise<Response> {
  const response = await send(path, opts)
  if (response.status === 200) return response
  const body = await readBody(response).catch(() => undefined)
  if (response.status === 401 && !opts.anonymous) reportUnauthorized()
  throw ApiError.fromStatus(response.status, body, response.headers.get('Retry-After'), response.headers.get('ETag'))
}

/** JSON call: 200 only is success; the body is parsed by the schema when given. */
export async function request<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const response = await requestResponse(path, opts as RequestOptions<unknown>)
  const text = await response.text()
  let data: unknown
  try {
    data = text ? JSON.parse(text) : undefined
  } catch {
    throw new ApiError('malformed', MESSAGES.malformed, { status: response.status })
  }
  if (!opts.schema) return data as T
  const parsed = opts.schema.safeParse(data)
  if (!parsed.success) throw new ApiError('malformed', MESSAGES.malformed, { status: response.status })
  rememberVersion(parsed.data, response.headers.get('ETag'))
  return parsed.data
}

import { Agent, request as httpRequest } from 'node:http'

/** A small JSON client for the bench's server figures, with a per-request time limit. */
export const REQUEST_TIMEOUT_MS = 10_000

export interface Reply {
  status: number
  body: unknown
  ms: number
}

/** Keep-alive connections, one per concurrent caller: the load measures the server, not connection setup. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 })

/**
 * A request to any path of the server (`/api/v1/...`, `/%`, the test hook); a string body is sent as it is.
 * node:http costs the bench's own process less CPU than fetch, which shares the 2 cores with the server.
 */
export async function request(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<Reply> {
  const started = performance.now()
  let payload: Buffer | undefined
  const sent: Record<string, string> = { ...headers }
  if (body instanceof FormData) {
    // FormData is encoded by the platform's Response, multipart type and boundary included.
    const encoded = new Response(body)
    sent['Content-Type'] = encoded.headers.get('Content-Type') ?? ''
    payload = Buffer.from(await encoded.arrayBuffer())
  } else if (body !== undefined) {
    sent['Content-Type'] = 'application/json'
    payload = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))
  }
  if (payload) sent['Content-Length'] = String(payload.length)
  const { status, text } = await new Promise<{ status: number; text: string }>((done, fail) => {
    // localAddress: another loopback address (127/8) is another client for the login throttle.
    const req = httpRequest(
      `${url}${path}`,
      { method, headers: sent, agent, timeout: REQUEST_TIMEOUT_MS, localAddress },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', fail)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)))
    req.on('error', fail)
    req.end(payload)
  })
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    // Plain answers stay text.
  }
  return { status, body: parsed, ms: performance.now() - started }
}

/** Calls under /api/v1 with one sign-in's token. */
export function apiClient(url: string, token = '') {
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  return {
    url,
    token,
    call: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      request(url, method, `/api/v1${path}`, body, { ...auth, ...headers }),
  }
}

export type ApiClient = ReturnType<typeof apiClient>

export async function signIn(url: string, username: string): Promise<ApiClient> {
  const reply = await request(url, 'POST', '/api/v1/auth/login', { username, password: username })
  if (reply.status !== 200) throw new Error(`sign-in of ${username} failed: ${reply.status}`)
  return apiClient(url, (reply.body as { token: string }).token)
}

/**
 * `count` clients of one sign-in, as the tabs of one browser share one: a person keeps only a few live sign-ins
 * (the store's MAX_SIGN_INS_PER_ACCOUNT), so many sign-ins of one account would end each other.
 */
export async function signedInClients(url: string, username: string, count: number): Promise<ApiClient[]> {
  const first = await signIn(url, username)
  return Array.from({ length: count }, () => first)
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** Staff users `<prefix>1` … `<prefix>n` (password = username) with one role: hub caps count per user. */
export async function createUsers(
  admin: ApiClient,
  prefix: string,
  count: number,
  roles = 'Viewer',
): Promise<{ ids: number[]; clients: ApiClient[] }> {
  const ids: number[] = []
  for (let k = 1; k <= count; k++) {
    const username = `${prefix}${k}`
    const reply = await admin.call('POST', '/users', {
      username,
      email: `${username}@example.de`,
      displayname: username,
      roles,
      password: username,
      active: true,
    })
    if (reply.status !== 200)
      throw new Error(`creating ${username} failed: ${reply.status} ${JSON.stringify(reply.body)}`)
    ids.push((reply.body as { id: number }).id)
  }
  const url = admin.url
  return { ids, clients: await Promise.all(Array.from({ length: count }, (_, k) => signIn(url, `${prefix}${k + 1}`))) }
}

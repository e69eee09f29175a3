import { createNodeSandbox } from '../node'

export const ORIGIN = 'http://sandbox.test'
export const API_URL = `${ORIGIN}/api/v1`

export interface Answer {
  status: number
  body: unknown
  text: string
  headers: Headers
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    // Plain text answers (coupon files) stay text.
  }
  return { status: response.status, body, text, headers: response.headers }
}

/** A fetch client for the msw/node sandbox, signed in as one account (or anonymous). */
export function client(token?: string) {
  const send = async (method: string, path: string, init: { json?: unknown; form?: FormData } = {}) => {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
    let body: BodyInit | undefined
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(init.json)
    } else if (init.form) body = init.form
    return answer(await fetch(path.startsWith('http') ? path : `${API_URL}${path}`, { method, headers, body }))
  }
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, json: unknown) => send('POST', path, { json }),
    put: (path: string, json: unknown) => send('PUT', path, { json }),
    delete: (path: string) => send('DELETE', path),
    upload: (path: string, form: FormData) => send('POST', path, { form }),
  }
}

export type Client = ReturnType<typeof client>

export async function signIn(username: string, password = username): Promise<Client> {
  const login = await client().post('/auth/login', { username, password, rememberMe: false })
  if (login.status !== 200) throw new Error(`sign-in of ${username} failed: ${login.status}`)
  return client((login.body as { token: string }).token)
}

/** A fresh sandbox for one test file: msw/node listening, with helpers. */
export function startSandbox() {
  const sandbox = createNodeSandbox()
  sandbox.server.listen({ onUnhandledRequest: 'error' })
  return sandbox
}

export interface Page {
  values: Record<string, unknown>[]
  total: number
}

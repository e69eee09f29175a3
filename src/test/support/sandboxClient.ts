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

/** One multipart part, as a browser's FormData sends it. */
export interface Part {
  field: string
  filename: string
  type: string
  content: string | Uint8Array
}

const BOUNDARY = '----sandbox-test-boundary'

/** The multipart body written out by hand: jsdom's FormData loses file names on the way into Node's fetch. */
function multipart(part: Part): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder()
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
  )
  const content = typeof part.content === 'string' ? encoder.encode(part.content) : part.content
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`)
  const out = new Uint8Array(head.length + content.length + tail.length)
  out.set(head, 0)
  out.set(content, head.length)
  out.set(tail, head.length + content.length)
  return out
}

/** A fetch client for the msw/node sandbox, signed in as one account (or anonymous). */
export function client(token?: string) {
  const send = async (
    method: string,
    path: string,
    init: { json?: unknown; part?: Part; text?: string; ifMatch?: string } = {},
  ) => {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
    if (init.ifMatch !== undefined) headers['If-Match'] = init.ifMatch
    let body: BodyInit | undefined
    if (init.text !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = init.text
    } else if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(init.json)
    } else if (init.part) {
      headers['Content-Type'] = `multipart/form-data; boundary=${BOUNDARY}`
      body = multipart(init.part)
    }
    return answer(await fetch(path.startsWith('http') ? path : `${API_URL}${path}`, { method, headers, body }))
  }
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, json: unknown) => send('POST', path, { json }),
    put: (path: string, json: unknown, ifMatch?: string) => send('PUT', path, { json, ifMatch }),
    delete: (path: string) => send('DELETE', path),
    upload: (path: string, part: Part) => send('POST', path, { part }),
    /** A JSON body written out by hand: malformed or deeper than JSON.stringify would go. */
    postText: (path: string, text: string) => send('POST', path, { text }),
  }
}

export type Client = ReturnType<typeof client>

export async function signIn(username: string, password = username): Promise<Client> {
  const login = await client().post('/auth/login', { username, password, rememberMe: false })
  if (login.status !== 200) throw new Error(`sign-in of ${username} failed: ${login.status}`)
  return client((login.body as { token: string }).token)
}

export interface Page {
  values: Record<string, unknown>[]
  total: number
}

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The bench's second client: plain HTTP against the sandbox server, signed in as its own user. */
export class ApiClient {
  private constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  static async signIn(base: string, username: string, password = username): Promise<ApiClient> {
    const res = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password, rememberMe: false }),
    })
    if (res.status !== 200) throw new Error(`bench sign-in as ${username}: ${res.status}`)
    const { token } = (await res.json()) as { token: string }
    return new ApiClient(base, token)
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (res.status !== 200) throw new ApiCallError(res.status, `${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
}

export interface Row {
  id: number
  [key: string]: unknown
}

export interface ListAnswer {
  values: Row[]
  total: number
}

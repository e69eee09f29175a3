/** Tests of the sandbox server on a data file of their own: start it, call its API, close it. */
import { startSandboxServer, type SandboxServerOptions } from './sandboxServer'

export type StartedSandboxServer = Awaited<ReturnType<typeof startSandboxServer>>

/** Runs fn against a server on `dataFile` (any free port), closing it after, whether fn passed or threw. */
export async function withServerOn<T>(
  dataFile: string,
  options: Partial<SandboxServerOptions>,
  fn: (server: StartedSandboxServer) => Promise<T>,
): Promise<T> {
  const server = await startSandboxServer({ port: 0, dataFile, ...options })
  try {
    return await fn(server)
  } finally {
    await server.close()
  }
}

/** The server's API as the holder of `token` ('' for nobody): method, path under /api/v1, and a JSON body. */
export function apiOf(url: string, token = '') {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${url}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
}

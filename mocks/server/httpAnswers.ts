/**
 * How the local server turns Node's requests into the handlers' Requests and their Responses back into answers, and
 * the answers it gives itself (CORS headers, JSON, a write that could not be saved).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { StoreWriteError } from '../store/persistence'

export function cors(req: IncomingMessage, res: ServerResponse) {
  // SignalR's negotiate sends credentials, so the origin is echoed rather than '*'.
  const origin = req.headers.origin
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*')
  if (origin) res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
  )
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Retry-After, ETag')
}

/** Content-Length is set by hand on every answer: Node leaves it out of a HEAD answer, which must match GET's. */
export function json(res: ServerResponse, status: number, body: unknown) {
  const text = Buffer.from(JSON.stringify(body))
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': text.length }).end(text)
}

/** The answer to a write that could not be saved: it was undone, and the client may try again. */
export function notSavedMessage({ code }: StoreWriteError): string {
  const why =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? 'its disk is full'
      : code === 'EROFS'
        ? 'its data file is read-only'
        : `writing its data file failed (${code})`
  return `The sandbox server could not save this change: ${why}. Nothing was changed; try again later.`
}

export function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return undefined
  }
}

export function toRequest(req: IncomingMessage, url: URL, method: string, body: Buffer): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
  }
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0
  return new Request(url, {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  })
}

export async function send(res: ServerResponse, response: Response) {
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value)
  })
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, { 'Content-Length': body.length })
  res.end(body)
}

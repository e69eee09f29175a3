/**
 * `npm run sandbox:server`: the sandbox as a real local server on 127.0.0.1, so two browsers (two users) share one
 * store and one hub. HTTP goes through the same msw handlers as the browser sandbox (msw's getResponse); the hub
 * runs over WebSocket (ws package) at /edit-states after POST /edit-states/negotiate.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve } from 'node:path'
import type { Duplex } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { getResponse } from 'msw'
import { WebSocketServer, type WebSocket } from 'ws'
import { createHandlers } from '../handlers'
import { HubCore } from '../hub/hubCore'
import { openHubSocket } from '../hub/hubSocket'
import { hubHttpHandlers } from '../hub/negotiate'
import { HUB_PATH } from '../hub/protocol'
import { memoryPersistence } from '../store/persistence'
import { SandboxStore } from '../store/store'

/**
 * The spec's edit lock time (5 minutes). It mirrors EDIT_LOCK_MS of src/config.ts, which Node cannot load
 * (it reads Vite's import.meta.env); the browser sandbox uses EDIT_LOCK_MS itself.
 */
export const SANDBOX_LOCK_MS = 300000

export interface SandboxServerOptions {
  /** 0 picks a free port (tests); the answer's url names the one taken. */
  port: number
  host?: string
  /** Server-side lock lifetime; default SANDBOX_LOCK_MS. */
  lockMs?: number
  /** Serve a built console from here too (SPA fallback to index.html). */
  staticDir?: string
}

/** Test hook, sandbox only: cut hub sockets (one user's or all) and refuse new ones for a while. */
export const DROP_PATH = '/__sandbox/hub/drop'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

function cors(req: IncomingMessage, res: ServerResponse) {
  // SignalR's negotiate sends credentials, so the origin is echoed rather than '*'.
  const origin = req.headers.origin
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*')
  if (origin) res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type')
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition')
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function toRequest(req: IncomingMessage, base: string, body: Buffer): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0
  return new Request(new URL(req.url ?? '/', base), { method, headers, body: hasBody ? new Uint8Array(body) : undefined })
}

async function send(res: ServerResponse, response: Response) {
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value)
  })
  res.writeHead(response.status)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** Served like a production host would: gzip for text, hashed assets cached for good. */
async function serveStatic(root: string, pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const file = normalize(join(root, decodeURIComponent(pathname)))
  if (!file.startsWith(root)) return false
  const target = (await stat(file).catch(() => undefined))?.isFile() ? file : join(root, 'index.html')
  const data = await readFile(target).catch(() => undefined)
  if (!data) return false
  const type = MIME[extname(target)] ?? 'application/octet-stream'
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  const compress = /text|javascript|json|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  if (compress) headers['Content-Encoding'] = 'gzip'
  res.writeHead(200, headers)
  res.end(compress ? gzipSync(data) : data)
  return true
}

export async function startSandboxServer(options: SandboxServerOptions) {
  const host = options.host ?? '127.0.0.1'
  let base = `http://${host}:${options.port}`
  const store = new SandboxStore(memoryPersistence())
  const core = new HubCore(store, { lockMs: options.lockMs ?? SANDBOX_LOCK_MS })
  const handlers = [...createHandlers(store), ...hubHttpHandlers(store)]
  const staticRoot = options.staticDir ? resolve(options.staticDir) : undefined
  const sockets = new Map<WebSocket, string>()
  let refuseUntil = 0
  const refusing = () => Date.now() < refuseUntil

  const server = createServer((req, res) => {
    void (async () => {
      cors(req, res)
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end()
        return
      }
      const url = new URL(req.url ?? '/', base)
      if (url.pathname === DROP_PATH && req.method === 'POST') {
        const username = url.searchParams.get('username') ?? undefined
        refuseUntil = Date.now() + Number(url.searchParams.get('refuseMs') ?? 0)
        for (const [socket, owner] of sockets) if (!username || owner === username) socket.terminate()
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
        return
      }
      if (url.pathname.startsWith(HUB_PATH) && refusing()) {
        res.writeHead(503).end()
        return
      }
      const response = await getResponse(handlers, toRequest(req, base, await readBody(req)))
      if (response) return send(res, response)
      if (req.method === 'GET' && staticRoot && (await serveStatic(staticRoot, url.pathname, req, res))) return
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}')
    })().catch((error: unknown) => {
      console.error('sandbox server:', error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })

  const wss = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', base)
    const header = req.headers.authorization ?? ''
    const token = url.searchParams.get('access_token') ?? (header.startsWith('Bearer ') ? header.slice(7) : '')
    store.refresh()
    const account = store.accountForToken(token)
    const refuse = (status: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`)
    }
    if (url.pathname !== HUB_PATH) return refuse('404 Not Found')
    if (refusing()) return refuse('503 Service Unavailable')
    if (!account) return refuse('401 Unauthorized')
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.set(ws, account.username)
      const hubSocket = openHubSocket(core, account.username, {
        send: (text) => ws.send(text),
        close: (code, reason) => ws.close(code, reason),
      })
      ws.on('message', (data: Buffer) => hubSocket.receive(data.toString('utf8')))
      ws.on('close', () => {
        sockets.delete(ws)
        hubSocket.closed()
      })
    })
  })

  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port, host, () => done())
  })
  const address = server.address()
  if (address && typeof address === 'object') base = `http://${host}:${address.port}`

  return {
    url: base,
    store,
    async close() {
      for (const socket of sockets.keys()) socket.terminate()
      wss.close()
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}

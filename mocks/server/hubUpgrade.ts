/**
 * The hub's WebSocket upgrades at /edit-states (ws package): who may connect, and each frame handed to the hub.
 * Nothing a client sends here can end the process: a bad request is refused with its status, a frame that breaks
 * a limit closes that socket, and an error nobody expected is logged (redacted) and closes only that socket.
 */
import { isUtf8 } from 'node:buffer'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { HubCore, userKey } from '../hub/hubCore'
import { CLOSE_CODES, openHubSocket } from '../hub/hubSocket'
import { HUB_LIMITS } from '../hub/limits'
import { HUB_PATH } from '../hub/protocol'
import type { SandboxStore } from '../store/store'
import { logError } from './log'
import { requestUrl } from './requestTarget'

/**
 * Frames up to twice the hub's limit are read and closed with a reason; larger ones ws cuts at their header,
 * unread (1009 without a reason).
 */
const WS_MAX_PAYLOAD = 2 * HUB_LIMITS.maxFrameBytes
const FRAME_TOO_BIG = `A hub frame is at most ${HUB_LIMITS.maxFrameBytes / 1024} KB.`
/** RFC 6455: the server met a condition it did not expect. */
const INTERNAL_ERROR_CLOSE = 1011

export interface HubUpgradeOptions {
  base: string
  store: SandboxStore
  core: HubCore
  /** Open hub sockets and who holds each (userKey); the test hook cuts them. */
  sockets: Map<WebSocket, { username: string; user: string }>
  /** While true, new hub connections answer 503 (the test hook). */
  refusing(): boolean
}

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`)
}

export function hubUpgrades({ base, store, core, sockets, refusing }: HubUpgradeOptions) {
  // Hub messages are small (a group name and an id). UTF-8 is checked here, to close with a reason; and each
  // message waits for the next turn of the event loop, so one client's flood does not hold up the others.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: WS_MAX_PAYLOAD,
    skipUTF8Validation: true,
    allowSynchronousEvents: false,
  })
  const connectionsOf = (user: string) => [...sockets.values()].filter((owner) => owner.user === user).length

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = requestUrl(req.url, base)
    if (!url) return refuse(socket, '400 Bad Request')
    if (url.pathname !== HUB_PATH) return refuse(socket, '404 Not Found')
    if (refusing()) return refuse(socket, '503 Service Unavailable')
    const header = req.headers.authorization ?? ''
    const token = url.searchParams.get('access_token') ?? (header.startsWith('Bearer ') ? header.slice(7) : '')
    store.refresh()
    const account = store.accountForToken(token)
    if (!account) return refuse(socket, '401 Unauthorized')
    const user = userKey(account)
    if (connectionsOf(user) >= HUB_LIMITS.connectionsPerUser) return refuse(socket, '429 Too Many Requests')
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.set(ws, { username: account.username, user })
      const hubSocket = openHubSocket(core, token, {
        send: (text) => ws.send(text),
        close: (code, reason) => ws.close(code, reason),
      })
      // ws has already closed the socket (1009 past WS_MAX_PAYLOAD, or a broken frame); only that socket goes.
      ws.on('error', () => {})
      ws.on('message', (data: Buffer) => {
        if (data.length > HUB_LIMITS.maxFrameBytes) return ws.close(CLOSE_CODES.tooBig, FRAME_TOO_BIG)
        if (!isUtf8(data)) return ws.close(CLOSE_CODES.invalidData, 'A hub frame must be valid UTF-8 text.')
        try {
          hubSocket.receive(data.toString('utf8'))
        } catch (error) {
          logError('hub frame', error)
          ws.close(INTERNAL_ERROR_CLOSE, 'The hub failed on this message.')
        }
      })
      ws.on('close', () => {
        sockets.delete(ws)
        hubSocket.closed()
      })
    })
  }

  return {
    wss,
    /** The server's 'upgrade' listener. */
    onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      // A client gone mid-upgrade must not take the process with it.
      socket.on('error', () => socket.destroy())
      try {
        upgrade(req, socket, head)
      } catch (error) {
        logError(`upgrade ${req.url ?? ''}`, error)
        if (socket.writable) refuse(socket, '500 Internal Server Error')
      }
    },
  }
}

/**
 * The hub inside the browser sandbox: msw intercepts the console's WebSocket to <origin>/edit-states; the tabs
 * of one browser share locks and item events through a BroadcastChannel (see docs/decisions.md,
 * "Browser sandbox store").
 */
import { ws } from 'msw'
import { EDIT_LOCK_MS } from '@/config'
import { STORAGE_KEY } from '../store/persistence'
import type { SandboxStore } from '../store/store'
import { HubCore, type Peer, type PeerOp } from './hubCore'
import { openHubSocket, SIGNED_OUT_CLOSE } from './hubSocket'
import { hubHttpHandlers } from './negotiate'

const CHANNEL = 'sandbox-hub'

/** Longest wait for another tab's write to reach this tab's localStorage. */
const STORAGE_SYNC_MAX_MS = 1000

/**
 * localStorage reaches other tabs asynchronously, and the channel can be faster: an item event from another tab
 * waits until this tab has seen a storage change at or after the write, so a GET that follows reads the new data.
 */
function broadcastPeer(): Peer {
  const channel = new BroadcastChannel(CHANNEL)
  let lastStorageChange = 0
  const waiting: { op: PeerOp & { op: 'item' }; timer: ReturnType<typeof setTimeout> }[] = []
  let receive: (op: PeerOp) => void = () => {}

  const flush = (force = false) => {
    while (waiting[0] && (force || waiting[0].op.at <= lastStorageChange)) {
      const next = waiting.shift()
      if (!next) break
      clearTimeout(next.timer)
      receive(next.op)
    }
  }
  addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return
    lastStorageChange = Date.now()
    flush()
  })
  channel.addEventListener('message', (event: MessageEvent<PeerOp>) => {
    const op = event.data
    if (op.op !== 'item') return receive(op)
    if (waiting.length === 0 && op.at <= lastStorageChange) return receive(op)
    waiting.push({ op, timer: setTimeout(() => flush(true), STORAGE_SYNC_MAX_MS) })
  })
  return {
    post: (op) => channel.postMessage(op),
    listen: (listener) => {
      receive = listener
    },
  }
}

/** The hub's handlers, and its edit locks for the HTTP handlers' check. */
export function browserHubHandlers(store: SandboxStore) {
  const core = new HubCore(store, { lockMs: EDIT_LOCK_MS, peer: broadcastPeer() })
  // A closed tab's connections drop: its locks go for the other tabs too.
  addEventListener('pagehide', () => core.releaseAll())

  const hub = ws.link(/\/edit-states(?:[?#]|$)/)
  const socketHandler = hub.addEventListener('connection', ({ client }) => {
    store.refresh()
    const token = client.url.searchParams.get('access_token') ?? ''
    if (!store.accountForToken(token)) {
      client.close(SIGNED_OUT_CLOSE, 'Not signed in')
      return
    }
    const socket = openHubSocket(core, token, {
      send: (text) => client.send(text),
      close: (code, reason) => client.close(code, reason),
    })
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string') socket.receive(event.data)
    })
    client.addEventListener('close', () => socket.closed())
  })
  return { handlers: [...hubHttpHandlers(store), socketHandler], locks: core }
}

/**
 * The hub inside the browser sandbox: msw intercepts the console's WebSocket to <origin>/edit-states; the tabs
 * of one browser share locks and item events through a BroadcastChannel (design §8.30).
 */
import { ws } from 'msw'
import { EDIT_LOCK_MS } from '@/config'
import type { SandboxStore } from '../store/store'
import { HubCore, type Peer, type PeerOp } from './hubCore'
import { openHubSocket } from './hubSocket'
import { hubHttpHandlers } from './negotiate'

const CHANNEL = 'sandbox-hub'
const UNAUTHORIZED_CLOSE = 4401

function broadcastPeer(): Peer {
  const channel = new BroadcastChannel(CHANNEL)
  return {
    post: (op) => channel.postMessage(op),
    listen: (receive) => channel.addEventListener('message', (event: MessageEvent<PeerOp>) => receive(event.data)),
  }
}

export function browserHubHandlers(store: SandboxStore) {
  const core = new HubCore(store, { lockMs: EDIT_LOCK_MS, peer: broadcastPeer() })
  // A closed tab's connections drop: its locks go for the other tabs too.
  addEventListener('pagehide', () => core.releaseAll())

  const hub = ws.link(/\/edit-states(?:[?#]|$)/)
  const socketHandler = hub.addEventListener('connection', ({ client }) => {
    store.refresh()
    const account = store.accountForToken(client.url.searchParams.get('access_token') ?? '')
    if (!account) {
      client.close(UNAUTHORIZED_CLOSE, 'Not signed in')
      return
    }
    const socket = openHubSocket(core, account.username, {
      send: (text) => client.send(text),
      close: (code, reason) => client.close(code, reason),
    })
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string') socket.receive(event.data)
    })
    client.addEventListener('close', () => socket.closed())
  })
  return [...hubHttpHandlers(store), socketHandler]
}

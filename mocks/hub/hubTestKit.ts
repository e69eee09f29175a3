/** What the hub's tests share: hub cores wired like tabs, and clients that record what the hub sent them. */
import type { SandboxStore } from '../store/store'
import type { HubCore, Peer, PeerOp } from './hubCore'

/** The store keeps its sign-ins in web storage, which Node has not: an empty stand-in. */
export function stubWebStorage() {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true })
  }
}

/** Replicas wired like browser tabs on one BroadcastChannel (delivery to every other replica). */
export function channel() {
  const members: ((op: PeerOp) => void)[] = []
  return (): Peer => {
    let self: ((op: PeerOp) => void) | undefined
    return {
      post: (op) => members.filter((m) => m !== self).forEach((m) => m(structuredClone(op))),
      listen: (receive) => {
        self = receive
        members.push(receive)
      },
    }
  }
}

/** A signed-in connection of `username`; `got` is every message the hub sent it, `viewers()` the latest Viewers. */
export function client(core: HubCore, store: SandboxStore, username: string) {
  const got: [string, unknown[]][] = []
  const c = core.connect(store.issueToken(username), (target, args) => got.push([target, args]))
  const viewers = () => got.filter(([t]) => t === 'Viewers').at(-1)?.[1]
  return { c, got, viewers }
}

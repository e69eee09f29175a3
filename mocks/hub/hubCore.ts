/**
 * The sandbox hub's logic (docs/hub-contract.md), free of any transport: groups, edit locks that expire after
 * lockMs, item events from the store's writes. Tabs of one browser share it through a Peer (BroadcastChannel).
 * Every call is checked against the caller's current sign-in and roles (see docs/decisions.md, "Sandbox roles").
 */
import type { EditLocks } from '../handlers/context'
import { resourceSpec } from '../handlers/resourceTable'
import { hasRole, type Account } from '../store/accounts'
import { randomHex } from '../store/signIns'
import type { SandboxStore, WriteEvent } from '../store/store'
import { HUB_LIMITS } from './limits'
import { HUB_EXTENSIONS, PresenceTable, isViewMode, type GroupView, type WireViewer } from './presence'

const { locksPerConnection, locksPerUser, maxGroupNameLength, maxIdLength } = HUB_LIMITS

type Id = number | string
export interface WireEntry {
  Id: Id
  LockDate: string
  Editor: string
  /** The editor's display name (optional in the contract: a console works without it). */
  EditorName?: string
}

/** What one replica tells the others (browser tabs); the node server has no peers. */
export type PeerOp =
  | { op: 'lock'; group: string; entry: WireEntry; owner: string }
  | { op: 'unlock'; group: string; id: Id }
  | { op: 'item'; group: string; target: string; id: Id; at: number; by?: WriteEvent['by'] }
  | { op: 'views'; replica: string; views: GroupView[] }
  | { op: 'hello' }

export interface Peer {
  post(op: PeerOp): void
  listen(receive: (op: PeerOp) => void): void
}

export interface HubClient {
  readonly id: string
  /** Runs a client → server call; the answer is the completion's result. Throws on an unknown method. */
  invoke(target: string, args: unknown[]): unknown
  /** The connection dropped: its locks go. */
  disconnect(): void
}

/** Why the hub ends a connection: its sign-in ended, or its user lost a role it may have used. */
export type EndReason = 'signed out' | 'roles changed'

interface Connection {
  id: string
  token: string
  username: string
  displayname: string
  /** The roles its user had when it opened: losing one ends it (its groups and locks were granted on them). */
  roles: readonly string[]
  /** Who holds the connection: the per-user caps count by this. */
  user: string
  groups: Set<string>
  /** It asked for the extensions (Extensions): it gets presence (Viewers) and who changed a record. */
  extended: boolean
  /** Ends the connection when its token expires, whether or not it calls: an idle socket must not outlive its sign-in. */
  expiry?: ReturnType<typeof setTimeout>
  send(target: string, args: unknown[]): void
  /** Ends the transport: the user was signed out (made inactive, deleted, token expired or revoked) or lost a role. */
  end(reason: EndReason): void
}

interface Lock {
  group: string
  entry: WireEntry
  owner: string
  timer: ReturnType<typeof setTimeout>
}

const ITEM_TARGETS: Record<WriteEvent['kind'], string> = {
  added: 'ItemAdded',
  updated: 'ItemUpdated',
  deleted: 'ItemDeleted',
}

const keyOf = (group: string, id: Id) => `${group}\u0000${String(id)}`

/** The longest delay setTimeout takes (2^31 - 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1

/** Who an account is, for the per-user caps. */
export const userKey = (account: Account) => account.id

/** The account's roles as hasRole reads them. */
const rolesOf = (account: Account) => account.roles.split(',').map((role) => role.trim())

/** A record id as the hub takes it: a positive whole number, or its digits as text (no sign, no leading zero). */
function recordIdOf(id: unknown): number | undefined {
  if (typeof id === 'string' && /^[1-9]\d{0,15}$/.test(id)) return Number(id)
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

export interface HubCoreOptions {
  lockMs: number
  /**
   * Offer the optional extensions (presence, attribution; default true). Without them the hub is the spec's: it
   * refuses Extensions, OpenView and CloseView as unknown methods, as a hub that never had them does.
   */
  extensions?: boolean
  peer?: Peer
  now?: () => Date
}

export class HubCore implements EditLocks {
  private readonly connections = new Map<string, Connection>()
  private readonly locks = new Map<string, Lock>()
  private readonly replicaId = randomHex(4)
  private readonly presence = new PresenceTable()
  private nextConnection = 0
  private readonly now: () => Date

  constructor(
    private readonly store: SandboxStore,
    private readonly options: HubCoreOptions,
  ) {
    this.now = options.now ?? (() => new Date())
    store.onWrite((event) => this.item(event.resource, ITEM_TARGETS[event.kind], event.id, true, event.by))
    store.onSignOut(() => this.recheckAccounts())
    options.peer?.listen((op) => this.fromPeer(op))
    options.peer?.post({ op: 'hello' })
  }

  /** A connection for a signed-in token (the transport checked it); `end` closes the transport. */
  connect(
    token: string,
    send: (target: string, args: unknown[]) => void,
    end: (reason: EndReason) => void = () => {},
  ): HubClient {
    const account = this.store.accountForToken(token)
    const connection: Connection = {
      id: `${this.replicaId}-${++this.nextConnection}`,
      token,
      username: account?.username ?? '',
      displayname: account?.displayname ?? '',
      roles: account ? rolesOf(account) : [],
      user: account ? userKey(account) : '',
      groups: new Set(),
      extended: false,
      send,
      end,
    }
    this.connections.set(connection.id, connection)
    this.endAtExpiry(connection)
    return {
      id: connection.id,
      invoke: (target, args) => this.invoke(connection, target, args),
      disconnect: () => this.disconnect(connection),
    }
  }

  /** The username holding the open edit of a record, for the HTTP handlers' lock check (EditLocks). */
  holder(group: string, id: number): string | undefined {
    return this.locks.get(keyOf(group, id))?.entry.Editor
  }

  private endAtExpiry(connection: Connection) {
    const expiresAt = this.store.tokenExpiresAt(connection.token)
    if (expiresAt === undefined) return
    // setTimeout holds at most about 24.8 days; a later expiry is checked again then.
    const wait = Math.min(Math.max(0, expiresAt - Date.now()), MAX_TIMER_MS)
    connection.expiry = setTimeout(() => {
      this.store.refresh()
      if (this.store.accountForToken(connection.token)) this.endAtExpiry(connection)
      else this.end(connection, 'signed out')
    }, wait)
  }

  /**
   * Users were changed or a token revoked: connections no longer signed in end, and so do those whose user lost a
   * role, releasing their locks; the client's reconnect then joins only the groups its roles allow now.
   */
  private recheckAccounts() {
    for (const connection of [...this.connections.values()]) {
      const account = this.store.accountForToken(connection.token)
      if (!account) this.end(connection, 'signed out')
      else if (connection.roles.some((role) => !hasRole(account, role))) this.end(connection, 'roles changed')
    }
  }

  private end(connection: Connection, reason: EndReason) {
    this.disconnect(connection)
    connection.end(reason)
  }

  /** The caller's account now, or it is signed out and its connection ends. */
  private account(connection: Connection): Account {
    this.store.refresh()
    const account = this.store.accountForToken(connection.token)
    if (account) return account
    this.end(connection, 'signed out')
    throw new Error('Not signed in')
  }

  private invoke(connection: Connection, target: string, args: unknown[]): unknown {
    const account = this.account(connection)
    const extensions = this.options.extensions !== false
    if (target === 'Extensions') {
      if (!extensions) throw new Error(`Unknown hub method ${target}`)
      connection.extended = true
      return [...HUB_EXTENSIONS]
    }
    const group = typeof args[0] === 'string' ? args[0] : undefined
    const id = args[1]
    const validId = typeof id === 'number' || (typeof id === 'string' && id.length <= maxIdLength)
    if (!group) throw new Error(`${target} needs a group name`)
    if (group.length > maxGroupNameLength) throw new Error(`A group name has at most ${maxGroupNameLength} characters.`)
    const spec = resourceSpec(group)
    if (!spec) throw new Error(`There is no group ${group}.`)
    switch (target) {
      case 'Init':
        // The roles that may read a resource may follow its group.
        if (!hasRole(account, spec.role)) throw new Error(`This needs the role ${spec.role}`)
        connection.groups.add(group)
        connection.send('StateList', [group, this.entries(group)])
        if (connection.extended) this.sendViewers(group, connection)
        return null
      case 'Close':
        connection.groups.delete(group)
        if (this.presence.closeGroup(connection.id, group)) this.viewersChanged([group])
        return null
      case 'OpenView':
      case 'CloseView':
        if (!extensions) break
        return this.view(connection, account, target, group, args)
      case 'AddEntry':
        if (!validId) throw new Error(`AddEntry needs an id (a number or at most ${maxIdLength} characters)`)
        // The roles that may write a resource may lock its rows.
        if (spec.readOnly) throw new Error(`The ${spec.name} are read-only.`)
        if (!hasRole(account, spec.role)) throw new Error(`This needs the role ${spec.role}`)
        // Only a record that exists: a lock on an id to come would block its creator's writes.
        if (!this.store.find(group, recordIdOf(id) ?? 0))
          throw new Error(`There is no record ${JSON.stringify(id)} in ${group}.`)
        return this.addEntry(connection, group, id)
      case 'RemoveEntry':
        if (!validId) throw new Error('RemoveEntry needs an id')
        if (this.locks.get(keyOf(group, id))?.owner === connection.id) this.unlock(group, id, true)
        return null
    }
    throw new Error(`Unknown hub method ${target}`)
  }

  /** OpenView(group, id | null, mode) and CloseView(group, id | null): presence, for a group the caller has joined. */
  private view(connection: Connection, account: Account, target: string, group: string, args: unknown[]): null {
    if (!connection.groups.has(group)) throw new Error(`${target} needs Init(${group}) first.`)
    const id = args[1] ?? null
    if (id !== null && !this.store.find(group, recordIdOf(id) ?? 0))
      throw new Error(`There is no record ${JSON.stringify(id)} in ${group}.`)
    const changed =
      target === 'CloseView'
        ? this.presence.close(connection.id, group, id as Id | null)
        : this.openView(connection, account, group, id as Id | null, args[2])
    if (changed) this.viewersChanged([group])
    return null
  }

  private openView(connection: Connection, account: Account, group: string, id: Id | null, mode: unknown): boolean {
    if (!isViewMode(mode)) throw new Error('OpenView needs a mode: edit, read or list.')
    if ((id === null) !== (mode === 'list')) throw new Error('A list is opened with no id, a record with its id.')
    const viewer: WireViewer = {
      Connection: connection.id,
      User: connection.username,
      Name: this.store.lockName(account),
      Id: id,
      Mode: mode,
    }
    return this.presence.open(connection.id, group, viewer)
  }

  /** Tells the group's extended connections who views it now (each without its own views), and the other tabs. */
  private viewersChanged(groups: readonly string[], local = true) {
    for (const group of groups)
      for (const connection of this.connections.values())
        if (connection.extended && connection.groups.has(group)) this.sendViewers(group, connection)
    if (local) this.options.peer?.post({ op: 'views', replica: this.replicaId, views: this.presence.ownViews() })
  }

  private sendViewers(group: string, to: Connection) {
    to.send('Viewers', [group, this.presence.viewers(group).filter((v) => v.Connection !== to.id)])
  }

  /** null = the caller holds the row now (taken or renewed); otherwise the holder's entry (see docs/decisions.md, "Lock release"). */
  private addEntry(connection: Connection, group: string, id: Id): WireEntry | null {
    const held = this.locks.get(keyOf(group, id))
    if (held && held.owner !== connection.id) return held.entry
    if (!held && this.lockCount((owner) => owner === connection) >= locksPerConnection) {
      throw new Error(`One connection holds at most ${locksPerConnection} locks; release one first.`)
    }
    if (!held && this.lockCount((owner) => owner.user === connection.user) >= locksPerUser) {
      throw new Error(`One user holds at most ${locksPerUser} locks; release one first.`)
    }
    // Decided now, from every account's names: a display name never passes for someone else's (shownNames.ts).
    const account = this.store.accountForToken(connection.token)
    const entry: WireEntry = {
      Id: id,
      LockDate: this.now().toISOString(),
      Editor: connection.username,
      EditorName: account ? this.store.lockName(account) : connection.displayname || connection.username,
    }
    this.lock(group, entry, connection.id, true)
    return null
  }

  /** Locks held by this replica's connections that match. */
  private lockCount(matches: (owner: Connection) => boolean): number {
    let count = 0
    for (const lock of this.locks.values()) {
      const owner = this.connections.get(lock.owner)
      if (owner && matches(owner)) count++
    }
    return count
  }

  private entries(group: string): WireEntry[] {
    return [...this.locks.values()].filter((l) => l.group === group).map((l) => l.entry)
  }

  private lock(group: string, entry: WireEntry, owner: string, local: boolean) {
    const key = keyOf(group, entry.Id)
    clearTimeout(this.locks.get(key)?.timer)
    const remaining = Date.parse(entry.LockDate) + this.options.lockMs - this.now().getTime()
    // Locks expire server-side too, after lockMs (see docs/decisions.md, "Lock time limit").
    const timer = setTimeout(() => this.unlock(group, entry.Id, false), Math.max(0, remaining))
    this.locks.set(key, { group, entry, owner, timer })
    this.deliver(group, 'AddedState', [group, entry], owner)
    if (local) this.options.peer?.post({ op: 'lock', group, entry, owner })
  }

  private unlock(group: string, id: Id, tellPeers: boolean) {
    const key = keyOf(group, id)
    const lock = this.locks.get(key)
    if (!lock) return
    clearTimeout(lock.timer)
    this.locks.delete(key)
    this.deliver(group, 'RemovedState', [group, lock.entry.Id])
    if (tellPeers) this.options.peer?.post({ op: 'unlock', group, id: lock.entry.Id })
  }

  private disconnect(connection: Connection) {
    if (!this.connections.delete(connection.id)) return
    clearTimeout(connection.expiry)
    for (const lock of [...this.locks.values()]) {
      if (lock.owner === connection.id) this.unlock(lock.group, lock.entry.Id, true)
    }
    const viewed = this.presence.drop(connection.id)
    if (viewed.length > 0) this.viewersChanged(viewed)
  }

  private item(group: string, target: string, id: Id, local: boolean, by?: WriteEvent['by']) {
    // A change of users may take someone's roles or sign-in: it ends their connections before anything is delivered.
    if (group === 'users') {
      if (!local) this.store.refresh()
      this.recheckAccounts()
    }
    // Who changed it goes only to connections that asked for the extensions: an older client reads two arguments.
    const changer = by && this.options.extensions !== false ? { User: by.username, Name: by.name } : undefined
    for (const connection of this.connections.values()) {
      if (connection.groups.has(group))
        connection.send(target, changer && connection.extended ? [group, id, changer] : [group, id])
    }
    if (local) this.options.peer?.post({ op: 'item', group, target, id, at: Date.now(), by })
  }

  private deliver(group: string, target: string, args: unknown[], except?: string) {
    for (const connection of this.connections.values()) {
      if (connection.id !== except && connection.groups.has(group)) connection.send(target, args)
    }
  }

  private fromPeer(op: PeerOp) {
    switch (op.op) {
      case 'lock':
        this.lock(op.group, op.entry, op.owner, false)
        return
      case 'unlock':
        this.unlock(op.group, op.id, false)
        return
      case 'item':
        this.item(op.group, op.target, op.id, false, op.by)
        return
      case 'views':
        this.viewersChanged(this.presence.setRemote(op.replica, op.views), false)
        return
      case 'hello':
        // A new tab: tell it the locks this tab's connections hold.
        for (const lock of this.locks.values()) {
          if (this.connections.has(lock.owner))
            this.options.peer?.post({ op: 'lock', group: lock.group, entry: lock.entry, owner: lock.owner })
        }
        this.options.peer?.post({ op: 'views', replica: this.replicaId, views: this.presence.ownViews() })
    }
  }

  /** Tab closing: release what its connections hold, for the other tabs. */
  releaseAll() {
    for (const connection of [...this.connections.values()]) this.disconnect(connection)
  }
}

import { EDIT_LOCK_MS } from '@/config'
import type { LockEntry } from '@/api/hubAdapter'
import type { Id } from '@/api/queryKeys'

const keyOf = (group: string, id: Id) => `${group}\u0000${String(id)}`

/**
 * Locks per group as the hub reported them, and the rows this client holds itself. A lock expires at
 * LockDate + EDIT_LOCK_MS on this side too, even if no RemovedState arrives.
 */
class LockStore {
  private readonly locks = new Map<string, { group: string; entry: LockEntry }>()
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>()
  /** `throughout`: the hub confirmed the lock and the connection has not dropped since (nobody could write meanwhile). */
  private readonly held = new Map<string, { group: string; id: Id; throughout: boolean }>()
  /** The last entry each row's lock had, kept after it goes: who most likely saved the row last. */
  private readonly last = new Map<string, LockEntry>()
  private readonly listeners = new Set<() => void>()

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Another connection's lock on the row (never this client's own), or undefined. */
  get(group: string, id: Id): LockEntry | undefined {
    const key = keyOf(group, id)
    if (this.held.has(key)) return undefined
    return this.locks.get(key)?.entry
  }

  /** StateList: the group's whole lock table. */
  replaceGroup(group: string, entries: readonly LockEntry[]) {
    this.dropGroup(group)
    for (const entry of entries) this.put(group, entry)
    this.emit()
  }

  add(group: string, entry: LockEntry) {
    this.put(group, entry)
    this.emit()
  }

  remove(group: string, id: Id) {
    if (this.drop(keyOf(group, id))) this.emit()
  }

  clearGroup(group: string) {
    this.dropGroup(group)
    this.emit()
  }

  /** This client holds the row; `confirmed` false when the hub could not be asked (offline: taken when it is back). */
  hold(group: string, id: Id, confirmed = true) {
    this.held.set(keyOf(group, id), { group, id, throughout: confirmed })
    this.emit()
  }

  /** Whether this client has held the row since the hub confirmed it, with no outage in between. */
  heldThroughout(group: string, id: Id): boolean {
    return this.held.get(keyOf(group, id))?.throughout === true
  }

  /** The connection dropped: the server released every lock meanwhile, so none has been held throughout. */
  interrupt() {
    for (const entry of this.held.values()) entry.throughout = false
  }

  /** The row's current or last lock entry of another connection: who is or was last in it. */
  lastHolder(group: string, id: Id): LockEntry | undefined {
    return this.locks.get(keyOf(group, id))?.entry ?? this.last.get(keyOf(group, id))
  }

  release(group: string, id: Id) {
    if (this.held.delete(keyOf(group, id))) this.emit()
  }

  isHeld(group: string, id: Id): boolean {
    return this.held.has(keyOf(group, id))
  }

  /** What this client holds, to take again after a reconnect. */
  heldEntries(): { group: string; id: Id }[] {
    return [...this.held.values()].map(({ group, id }) => ({ group, id }))
  }

  clearAll() {
    for (const t of this.timers.values()) clearTimeout(t)
    this.timers.clear()
    this.locks.clear()
    this.held.clear()
    this.last.clear()
    this.emit()
  }

  private put(group: string, entry: LockEntry) {
    const key = keyOf(group, entry.id)
    this.drop(key)
    const remaining = Date.parse(entry.lockDate) + EDIT_LOCK_MS - Date.now()
    // An unreadable date counts as fresh: better a lock that expires late than an edit clash.
    const lifetime = Number.isNaN(remaining) ? EDIT_LOCK_MS : remaining
    if (lifetime <= 0) return
    this.locks.set(key, { group, entry })
    this.timers.set(
      key,
      setTimeout(() => this.remove(group, entry.id), lifetime),
    )
  }

  private drop(key: string): boolean {
    clearTimeout(this.timers.get(key))
    this.timers.delete(key)
    const lock = this.locks.get(key)
    if (lock) this.last.set(key, lock.entry)
    return this.locks.delete(key)
  }

  private dropGroup(group: string) {
    for (const [key, lock] of this.locks) if (lock.group === group) this.drop(key)
  }

  private emit() {
    for (const l of [...this.listeners]) l()
  }
}

export const lockStore = new LockStore()

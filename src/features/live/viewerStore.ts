import type { Viewer } from '@/api/hubAdapter'
import type { Id } from '@/api/queryKeys'

const NONE: readonly Viewer[] = []
const idKey = (id: Id | null) => (id === null ? '' : String(id))
/** Two lists of viewers that read the same keep one identity, so a row re-renders only when its own viewers change. */
const sameViewers = (a: readonly Viewer[], b: readonly Viewer[]) =>
  a.length === b.length &&
  a.every((v, i) => v.connection === b[i]?.connection && v.mode === b[i]?.mode && v.name === b[i]?.name)

/**
 * Who else has a list or record of each open group open, as the hub last told (Viewers): per group, per record (the
 * list under ''), sorted by name. Empty while the hub offers no presence.
 */
class ViewerStore {
  private readonly groups = new Map<string, Map<string, readonly Viewer[]>>()
  private readonly listeners = new Set<() => void>()
  private pending = false

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Others viewing the record (or, with null, the list); one array per state, stable while it stays the same. */
  get(group: string, id: Id | null): readonly Viewer[] {
    return this.groups.get(group)?.get(idKey(id)) ?? NONE
  }

  /** Viewers: the group's whole table. */
  replaceGroup(group: string, viewers: readonly Viewer[]) {
    const before = this.groups.get(group)
    const byId = new Map<string, Viewer[]>()
    for (const viewer of viewers) {
      const key = idKey(viewer.id)
      const list = byId.get(key) ?? []
      list.push(viewer)
      byId.set(key, list)
    }
    const next = new Map<string, readonly Viewer[]>()
    for (const [key, list] of byId) {
      list.sort((a, b) => a.name.localeCompare(b.name) || a.connection.localeCompare(b.connection))
      const old = before?.get(key)
      next.set(key, old && sameViewers(old, list) ? old : list)
    }
    this.groups.set(group, next)
    this.emit()
  }

  clearGroup(group: string) {
    if (this.groups.delete(group)) this.emit()
  }

  clearAll() {
    if (this.groups.size === 0) return
    this.groups.clear()
    this.emit()
  }

  /**
   * Once a frame at most: a burst of Viewers (many people opening at once, a reconnect's Init answers) is one render of
   * the rows it touched, not one per message.
   */
  private emit() {
    if (this.pending) return
    this.pending = true
    const flush = () => {
      this.pending = false
      for (const l of [...this.listeners]) l()
    }
    if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && !document.hidden)
      requestAnimationFrame(flush)
    else setTimeout(flush, 0)
  }
}

export const viewerStore = new ViewerStore()

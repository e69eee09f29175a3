import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import type { Id } from '@/api/queryKeys'
import type { LiveResource } from './liveResource'
import { lockStore } from './lockStore'

const keyOf = (group: string, id: Id) => `${group}\u0000${String(id)}`

interface Watched {
  group: string
  id: Id
  /** Its resource, so the live session can keep the group open while the user is elsewhere. */
  resource?: LiveResource
}

/** `onScreen`: a list of the row's group is showing, and tells the user itself. */
type FreedListener = (row: Watched & { onScreen: boolean }) => void

/**
 * Rows whose lock the user asked to hear about ("Notify me when free"), wherever the user is in the console: the live
 * session keeps their groups open (so the hub still says when a lock goes), and each freed row is told once to every
 * listener (the list's toast, the bell) and watched no longer.
 */
class LockWatches {
  private readonly watched = new Map<string, Watched>()
  private readonly listeners = new Set<() => void>()
  private readonly freedListeners = new Set<FreedListener>()
  private stopLocks: (() => void) | undefined
  /** Lists on screen, per group, that tell the user of their freed rows themselves. */
  private readonly screens = new Map<string, number>()

  /** A list of the group shows its freed rows itself until the returned function is called. */
  listen(group: string, onFree: (id: Id) => void): () => void {
    this.screens.set(group, (this.screens.get(group) ?? 0) + 1)
    const stop = this.onFreed((row) => {
      if (row.group === group) onFree(row.id)
    })
    return () => {
      stop()
      this.screens.set(group, (this.screens.get(group) ?? 1) - 1)
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Hears of each watched row whose lock went (RemovedState, or its time ran out). */
  onFreed(listener: FreedListener): () => void {
    this.freedListeners.add(listener)
    return () => this.freedListeners.delete(listener)
  }

  has(group: string, id: Id): boolean {
    return this.watched.has(keyOf(group, id))
  }

  watch(group: string, id: Id, resource?: LiveResource) {
    this.watched.set(keyOf(group, id), { group, id, resource })
    this.stopLocks ??= lockStore.subscribe(() => this.checkFreed())
    this.emit()
  }

  unwatch(group: string, id: Id) {
    if (this.watched.delete(keyOf(group, id))) this.emit()
  }

  /** The groups that have watched rows, with their resources (those watched from a screen that named it). */
  groups(): Map<string, LiveResource> {
    const groups = new Map<string, LiveResource>()
    for (const { group, resource } of this.watched.values()) if (resource) groups.set(group, resource)
    return groups
  }

  clearGroup(group: string) {
    for (const [key, row] of this.watched) if (row.group === group) this.watched.delete(key)
    this.emit()
  }

  /** Signed out: nobody is told anything any more. */
  clear() {
    this.watched.clear()
    this.emit()
  }

  private checkFreed() {
    const freed: Watched[] = []
    for (const [key, row] of this.watched) {
      if (lockStore.get(row.group, row.id)) continue
      this.watched.delete(key)
      freed.push(row)
    }
    if (freed.length === 0) return
    this.emit()
    for (const row of freed) {
      const onScreen = (this.screens.get(row.group) ?? 0) > 0
      for (const l of [...this.freedListeners]) l({ ...row, onScreen })
    }
  }

  private emit() {
    if (this.watched.size === 0) {
      this.stopLocks?.()
      this.stopLocks = undefined
    }
    for (const l of [...this.listeners]) l()
  }
}

export const lockWatches = new LockWatches()

/** Whether the user watches this row, and the toggle of "Notify me". */
export function useLockWatch(resource: LiveResource, id: Id): [boolean, () => void] {
  const group = resource.name
  const getSnapshot = useCallback(() => lockWatches.has(group, id), [group, id])
  const watched = useSyncExternalStore(lockWatches.subscribe, getSnapshot, getSnapshot)
  const toggle = useCallback(() => {
    if (lockWatches.has(group, id)) lockWatches.unwatch(group, id)
    else lockWatches.watch(group, id, resource)
  }, [group, id, resource])
  return [watched, toggle]
}

/** While a list is mounted, `onFree` hears of each watched row of its group whose lock went. */
export function useFreedRows(resource: LiveResource, onFree: (id: Id) => void): void {
  const group = resource.name
  // The latest callback: a new one must not miss a row.
  const latest = useRef(onFree)
  useLayoutEffect(() => {
    latest.current = onFree
  })
  useEffect(() => lockWatches.listen(group, (id) => latest.current(id)), [group])
}

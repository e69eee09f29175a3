import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import type { Id } from '@/api/queryKeys'
import type { LiveResource } from './liveResource'
import { lockStore } from './lockStore'

const keyOf = (group: string, id: Id) => `${group}\u0000${String(id)}`

/** Rows whose lock the user asked to hear about ("Notify me"): the list tells them when the lock goes. */
class LockWatches {
  private readonly watched = new Map<string, { group: string; id: Id }>()
  private readonly listeners = new Set<() => void>()

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  has(group: string, id: Id): boolean {
    return this.watched.has(keyOf(group, id))
  }

  watch(group: string, id: Id) {
    this.watched.set(keyOf(group, id), { group, id })
    this.emit()
  }

  unwatch(group: string, id: Id) {
    if (this.watched.delete(keyOf(group, id))) this.emit()
  }

  /** The group's watched rows whose lock has gone; they are watched no longer. */
  takeFreed(group: string): Id[] {
    const freed: Id[] = []
    for (const [key, row] of this.watched) {
      if (row.group !== group || lockStore.get(group, row.id)) continue
      this.watched.delete(key)
      freed.push(row.id)
    }
    if (freed.length > 0) this.emit()
    return freed
  }

  clearGroup(group: string) {
    for (const [key, row] of this.watched) if (row.group === group) this.watched.delete(key)
    this.emit()
  }

  private emit() {
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
    else lockWatches.watch(group, id)
  }, [group, id])
  return [watched, toggle]
}

/**
 * While a list is mounted, `onFree` hears of each watched row of its group whose lock went (RemovedState, or its
 * time ran out). Leaving the list ends the watching.
 */
export function useFreedRows(resource: LiveResource, onFree: (id: Id) => void): void {
  const group = resource.name
  // The latest callback: a new one must not end the watching, only leaving the list does.
  const latest = useRef(onFree)
  useLayoutEffect(() => {
    latest.current = onFree
  })
  useEffect(() => {
    const check = () => {
      for (const id of lockWatches.takeFreed(group)) latest.current(id)
    }
    const stopLocks = lockStore.subscribe(check)
    return () => {
      stopLocks()
      lockWatches.clearGroup(group)
    }
  }, [group])
}

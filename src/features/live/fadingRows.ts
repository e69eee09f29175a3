import { useCallback, useDeferredValue, useSyncExternalStore } from 'react'
import { LIVE_FADE_MS } from '@/config'
import type { Id } from '@/api/queryKeys'
import { expiryTimer } from './expiryTimer'
import { loadRowMotion } from './rowMotion'
import type { BaseRecord } from '@/api/record'

/** A record another user deleted live, shown fading where it was: after the record `after` (or, when it was
 * first on its page, before the record `before`). */
export interface FadingRow {
  record: BaseRecord
  after?: Id
  before?: Id
}

interface Entry extends FadingRow {
  until: number
}

const NONE: readonly FadingRow[] = []

/**
 * Per resource name: the rows fading out (see docs/decisions.md, "Live row highlights"), and a stable snapshot of them
 * for React.
 */
const entries = new Map<string, Entry[]>()
const snapshots = new Map<string, readonly FadingRow[]>()
const listeners = new Set<() => void>()

function emit() {
  for (const l of [...listeners]) l()
}

function publish(resourceName: string, list: Entry[]) {
  if (list.length === 0) {
    entries.delete(resourceName)
    snapshots.delete(resourceName)
  } else {
    entries.set(resourceName, list)
    snapshots.set(
      resourceName,
      list.map(({ record, after, before }) => ({ record, after, before })),
    )
  }
}

/** One timer for the earliest end, whatever the number of fading rows. */
const expiry = expiryTimer(
  () => Math.min(Infinity, ...[...entries.values()].flatMap((list) => list.map(({ until }) => until))),
  (due) => {
    for (const [name, list] of [...entries]) {
      const left = list.filter(({ until }) => until > due)
      if (left.length < list.length) publish(name, left)
    }
    emit()
  },
)

export const fadingRowStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** The rows of the resource fading out now; the same array until they change. */
  get(resourceName: string): readonly FadingRow[] {
    return snapshots.get(resourceName) ?? NONE
  },
  /** Starts the fade of rows just removed live; one notification for all of them. */
  fade(resourceName: string, rows: readonly FadingRow[]) {
    if (rows.length === 0) return
    loadRowMotion()
    const until = Date.now() + LIVE_FADE_MS
    const ids = new Set(rows.map((r) => String(r.record.id)))
    const kept = (entries.get(resourceName) ?? []).filter((e) => !ids.has(String(e.record.id)))
    publish(resourceName, [...kept, ...rows.map((r) => ({ ...r, until }))])
    expiry.schedule()
    emit()
  },
  clear() {
    expiry.cancel()
    entries.clear()
    snapshots.clear()
    emit()
  },
}

/**
 * The rows of the resource fading out, for the table, as a deferred value: a delete's cache update and its fading
 * row are deferred together, so the table renders them interruptibly in one pass and one commit (measured: an
 * urgent subscription made the burst's longest task 50-80 ms; a transition of its own, a second commit per delete).
 */
export function useFadingRowsOf(resourceName: string): readonly FadingRow[] {
  const getSnapshot = useCallback(() => fadingRowStore.get(resourceName), [resourceName])
  return useDeferredValue(useSyncExternalStore(fadingRowStore.subscribe, getSnapshot))
}

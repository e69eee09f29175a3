import { useCallback, useDeferredValue, useSyncExternalStore } from 'react'
import { LIVE_FADE_MS } from '@/config'
import type { Id } from '@/api/queryKeys'
import type { BaseRecord } from '@/features/resources/types'

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

/** Fades ending this close together end at once: one re-render for a burst's rows, not one each. */
const END_TOGETHER_MS = 100
const NONE: readonly FadingRow[] = []

/** Per resource name: the rows fading out (design §8.29), and a stable snapshot of them for React. */
const entries = new Map<string, Entry[]>()
const snapshots = new Map<string, readonly FadingRow[]>()
const listeners = new Set<() => void>()
/** One timer for the earliest end, whatever the number of fading rows. */
let timer: ReturnType<typeof setTimeout> | undefined

function emit() {
  for (const l of [...listeners]) l()
}

function publish(resourceName: string, list: Entry[]) {
  if (list.length === 0) {
    entries.delete(resourceName)
    snapshots.delete(resourceName)
  } else {
    entries.set(resourceName, list)
    snapshots.set(resourceName, list.map(({ record, after, before }) => ({ record, after, before })))
  }
}

function scheduleEnd() {
  clearTimeout(timer)
  timer = undefined
  let earliest = Infinity
  for (const list of entries.values()) for (const { until } of list) earliest = Math.min(earliest, until)
  if (earliest === Infinity) return
  timer = setTimeout(endDue, Math.max(0, earliest - Date.now()))
}

function endDue() {
  const due = Date.now() + END_TOGETHER_MS
  for (const [name, list] of [...entries]) {
    const left = list.filter(({ until }) => until > due)
    if (left.length < list.length) publish(name, left)
  }
  scheduleEnd()
  emit()
}

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
    const until = Date.now() + LIVE_FADE_MS
    const ids = new Set(rows.map((r) => String(r.record.id)))
    const kept = (entries.get(resourceName) ?? []).filter((e) => !ids.has(String(e.record.id)))
    publish(resourceName, [...kept, ...rows.map((r) => ({ ...r, until }))])
    scheduleEnd()
    emit()
  },
  clear() {
    clearTimeout(timer)
    timer = undefined
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

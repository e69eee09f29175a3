import { LIVE_HIGHLIGHT_MS } from '@/config'
import type { Id } from '@/api/queryKeys'

export type RowHighlight = 'added' | 'updated'

/** Highlights ending this close together end at once: one re-render for a burst's rows, not one each. */
const END_TOGETHER_MS = 100

/** Rows another user just changed, highlighted for LIVE_HIGHLIGHT_MS (design §8.29). */
const highlights = new Map<string, { kind: RowHighlight; until: number }>()
const listeners = new Set<() => void>()
/** One timer for the earliest end, whatever the number of highlighted rows. */
let timer: ReturnType<typeof setTimeout> | undefined

const keyOf = (resourceName: string, id: Id) => `${resourceName}\u0000${String(id)}`

function emit() {
  for (const l of [...listeners]) l()
}

function scheduleEnd() {
  clearTimeout(timer)
  timer = undefined
  let earliest = Infinity
  for (const { until } of highlights.values()) earliest = Math.min(earliest, until)
  if (earliest === Infinity) return
  timer = setTimeout(endDue, Math.max(0, earliest - Date.now()))
}

function endDue() {
  const due = Date.now() + END_TOGETHER_MS
  for (const [key, { until }] of highlights) if (until <= due) highlights.delete(key)
  scheduleEnd()
  emit()
}

export const highlightStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get(resourceName: string, id: Id): RowHighlight | undefined {
    return highlights.get(keyOf(resourceName, id))?.kind
  },
  flash(resourceName: string, id: Id, kind: RowHighlight) {
    const first = highlights.size === 0
    highlights.set(keyOf(resourceName, id), { kind, until: Date.now() + LIVE_HIGHLIGHT_MS })
    if (first) scheduleEnd()
    emit()
  },
  clear() {
    clearTimeout(timer)
    timer = undefined
    highlights.clear()
    emit()
  },
}

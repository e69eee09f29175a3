import { LIVE_HIGHLIGHT_MS } from '@/config'
import type { Id } from '@/api/queryKeys'

export type RowHighlight = 'added' | 'updated'

/** Rows another user just changed, highlighted for LIVE_HIGHLIGHT_MS (design §8.29). */
const highlights = new Map<string, RowHighlight>()
const timers = new Map<string, ReturnType<typeof setTimeout>>()
const listeners = new Set<() => void>()

const keyOf = (resourceName: string, id: Id) => `${resourceName}\u0000${String(id)}`

function emit() {
  for (const l of [...listeners]) l()
}

export const highlightStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get(resourceName: string, id: Id): RowHighlight | undefined {
    return highlights.get(keyOf(resourceName, id))
  },
  flash(resourceName: string, id: Id, kind: RowHighlight) {
    const key = keyOf(resourceName, id)
    clearTimeout(timers.get(key))
    highlights.set(key, kind)
    timers.set(
      key,
      setTimeout(() => {
        highlights.delete(key)
        timers.delete(key)
        emit()
      }, LIVE_HIGHLIGHT_MS),
    )
    emit()
  },
  clear() {
    for (const t of timers.values()) clearTimeout(t)
    timers.clear()
    highlights.clear()
    emit()
  },
}

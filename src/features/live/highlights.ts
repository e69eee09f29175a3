import { LIVE_HIGHLIGHT_MS } from '@/config'
import type { Id } from '@/api/queryKeys'
import { expiryTimer } from './expiryTimer'
import { loadRowMotion } from './rowMotion'

export type RowHighlight = 'added' | 'updated'

/** Rows another user just changed, highlighted for LIVE_HIGHLIGHT_MS (see docs/decisions.md, "Live row highlights"). */
const highlights = new Map<string, { kind: RowHighlight; until: number; by?: string }>()
/** Who made the change about to be flashed, when the hub said (its optional attribution). */
const attributions = new Map<string, string>()
const listeners = new Set<() => void>()
const expiry = expiryTimer(
  () => Math.min(Infinity, ...[...highlights.values()].map(({ until }) => until)),
  (due) => {
    for (const [key, { until }] of highlights) if (until <= due) highlights.delete(key)
    emit()
  },
)

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
    return highlights.get(keyOf(resourceName, id))?.kind
  },
  /** The name of who changed the row while it is highlighted; undefined when the hub did not say. */
  by(resourceName: string, id: Id): string | undefined {
    return highlights.get(keyOf(resourceName, id))?.by
  },
  /** The next flash of the row names who made the change. */
  attribute(resourceName: string, id: Id, name: string) {
    attributions.set(keyOf(resourceName, id), name)
  },
  flash(resourceName: string, id: Id, kind: RowHighlight) {
    loadRowMotion()
    const first = highlights.size === 0
    const key = keyOf(resourceName, id)
    const by = attributions.get(key)
    attributions.delete(key)
    highlights.set(key, { kind, until: Date.now() + LIVE_HIGHLIGHT_MS, ...(by ? { by } : {}) })
    if (first) expiry.schedule()
    emit()
  },
  clear() {
    expiry.cancel()
    highlights.clear()
    attributions.clear()
    emit()
  },
}

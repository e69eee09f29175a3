import type { Changer, ItemEventKind } from '@/api/hubAdapter'
import type { Id } from '@/api/queryKeys'
import type { LiveResource } from './liveResource'

/** A record of an open group that someone else changed, as the hub named them (its optional attribution). */
export interface OthersChange {
  resource: LiveResource
  kind: ItemEventKind
  id: Id
  by: Changer
  /** Settles once the change is in the cache (the record fetched, the rows patched). */
  applied: Promise<void>
}

type Listener = (change: OthersChange) => void
const listeners = new Set<Listener>()

/** Changes by others to records of the lists on screen, for whoever tells the user (the bell). */
export const othersChanges = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  emit(change: OthersChange) {
    for (const l of [...listeners]) l(change)
  },
}

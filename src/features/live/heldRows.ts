import { liveHub } from '@/api/hub'
import type { Id } from '@/api/queryKeys'
import type { LiveResource } from './liveResource'
import { lockStore } from './lockStore'

/**
 * Holds a row's edit lock with no dialog open (a delete waiting for its Undo), as an edit holds it: AddEntry now,
 * RemoveEntry on release. Other editors see the row locked, and the server refuses their writes to it. Offline, the
 * row is held here and taken when the channel is back (the session takes every held row again). If someone else
 * holds it already, their lock shows and their edit wins: this client's DELETE is refused. Returns the release.
 */
export function holdRow(resource: LiveResource, id: Id): () => void {
  const group = resource.name
  let released = false
  let holding = false
  const hold = () => {
    holding = true
    lockStore.hold(group, id)
  }
  liveHub
    .addEntry(group, id)
    .then((holder) => {
      if (released) {
        // Let go before the answer came: give back what the hub just gave.
        if (!holder) liveHub.removeEntry(group, id).catch(() => undefined)
        return
      }
      if (holder) lockStore.add(group, holder)
      else hold()
    })
    .catch(() => {
      if (!released) hold()
    })
  return () => {
    if (released) return
    released = true
    if (!holding) return
    lockStore.release(group, id)
    liveHub.removeEntry(group, id).catch(() => undefined)
  }
}

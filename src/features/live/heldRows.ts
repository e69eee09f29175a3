import { liveHub } from '@/api/hub'
import type { LockEntry } from '@/api/hubAdapter'
import type { Id } from '@/api/queryKeys'
import type { LiveResource } from './liveResource'
import { lockStore } from './lockStore'

export interface TakenRow {
  /** Someone else holds the row: nothing was taken, and their lock shows. */
  holder?: LockEntry
  /** Gives the row back (RemoveEntry); does nothing when it was not taken. */
  release(): void
}

/**
 * Takes a row's edit lock with no dialog open, as an edit takes it: AddEntry now, RemoveEntry on release. Other
 * editors see the row locked, and the server refuses their writes to it. Offline, the row is held here and taken when
 * the channel is back (the session takes every held row again); it then counts as not held throughout.
 */
export async function takeRow(resource: LiveResource, id: Id): Promise<TakenRow> {
  const group = resource.name
  let confirmed = true
  try {
    const holder = await liveHub.addEntry(group, id)
    if (holder) {
      lockStore.add(group, holder)
      return { holder, release: () => {} }
    }
  } catch {
    confirmed = false
  }
  lockStore.hold(group, id, confirmed)
  let released = false
  return {
    release() {
      if (released) return
      released = true
      lockStore.release(group, id)
      liveHub.removeEntry(group, id).catch(() => undefined)
    },
  }
}

/**
 * The same lock for a caller that does not wait for it (a delete waiting for its Undo). If someone else holds it
 * already, their lock shows and their edit wins: this client's DELETE is refused. Returns the release; a release before
 * the hub answered gives back what the hub then gives.
 */
export function holdRow(resource: LiveResource, id: Id): () => void {
  const taken = takeRow(resource, id)
  let released = false
  return () => {
    if (released) return
    released = true
    void taken.then((row) => row.release())
  }
}

/**
 * Row locks, the one module that makes the hub's lock calls (AddEntry, RemoveEntry): an edit dialog's lock, a row held
 * with no dialog open (a delete waiting for its Undo, a bulk run, an Undo), and the rows taken again after a reconnect.
 * Each caller says what it wants of a row; how the hub is asked, and what the lock store records, is decided here.
 */
import { liveHub } from '@/api/hub'
import type { LockEntry } from '@/api/hubAdapter'
import type { Id } from '@/api/queryKeys'
import type { LiveResource } from './liveResource'
import { lockStore } from './lockStore'

/** Asks the hub for a row's lock (or renews this connection's): null when granted, the holder's entry when not. */
export function askForRow(group: string, id: Id): Promise<LockEntry | null> {
  return liveHub.addEntry(group, id)
}

/** Gives a row's lock back. A failure needs no answer: the server releases a dropped connection's locks itself. */
export function giveRowBack(group: string, id: Id): void {
  liveHub.removeEntry(group, id).catch(() => undefined)
}

/** Whether this client holds the row's lock right now: taken, and the channel up (a dropped one may have lost it). */
export function holdsRow(group: string, id: Id): boolean {
  return liveHub.getStatus() === 'live' && lockStore.isHeld(group, id)
}

export interface TakenRow {
  /** Someone else holds the row: nothing was taken, and their lock shows. */
  holder?: LockEntry
  /** Gives the row back (RemoveEntry); does nothing when it was not taken, or twice. */
  release(): void
}

export interface TakeOptions {
  /** Waits for the hub's rate limit before each message (a bulk run sends many). */
  pace?: () => Promise<void>
  /**
   * Offline: `hold` keeps the row as held here, taken when the channel is back (an edit, a delete); `refuse` rejects,
   * so a bulk run skips the row rather than act without its lock.
   */
  whenOffline?: 'hold' | 'refuse'
}

/**
 * Takes a row's edit lock with no dialog open, as an edit takes it. Other editors see the row locked, and the server
 * refuses their writes to it. A row held offline counts as not held throughout (see lockStore.heldThroughout).
 */
export async function takeRow(
  resource: LiveResource,
  id: Id,
  { pace, whenOffline = 'hold' }: TakeOptions = {},
): Promise<TakenRow> {
  const group = resource.name
  let confirmed = true
  try {
    await pace?.()
    const holder = await askForRow(group, id)
    if (holder) {
      lockStore.add(group, holder)
      return { holder, release: () => {} }
    }
  } catch (error) {
    if (whenOffline === 'refuse') throw error
    confirmed = false
  }
  lockStore.hold(group, id, confirmed)
  let released = false
  return {
    release() {
      if (released) return
      released = true
      lockStore.release(group, id)
      // Paced messages leave in order on the one socket: the hub lets go before a later AddEntry arrives.
      if (pace) void pace().then(() => giveRowBack(group, id))
      else giveRowBack(group, id)
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

/**
 * The channel is up: every row this client holds is taken (again: after an outage the old connection's locks were
 * released, so none counts as held throughout any more), and one someone took meanwhile turns read-only ("Locked by
 * NAME").
 */
export function retakeHeldRows({ afterOutage }: { afterOutage: boolean }): void {
  if (afterOutage) lockStore.interrupt()
  for (const { group, id } of lockStore.heldEntries()) {
    askForRow(group, id)
      .then((holder) => {
        if (!holder) return
        lockStore.release(group, id)
        lockStore.add(group, holder)
      })
      .catch((error: unknown) => console.error(`Live channel: AddEntry(${group}, ${String(id)}) failed`, error))
  }
}

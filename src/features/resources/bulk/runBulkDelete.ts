import type { QueryClient } from '@tanstack/react-query'
import { liveHub } from '@/api/hub'
import type { Id } from '@/api/queryKeys'
import { BULK_DELETE_CONCURRENCY, BULK_HUB_BURST, BULK_HUB_RATE, BULK_LOCK_WINDOW, UNDO_MS } from '@/config'
import { i18n } from '@/i18n/i18n'
import { MESSAGES } from '@/i18n/messages'
import { lockStore } from '@/features/live/lockStore'
import { toaster } from '@/ui/toaster'
import { holderName } from '../locks/holderName'
import { sendDelete } from '../mutations'
import { pendingDeletes } from '../pendingDeletes'
import type { AnyResource } from '../types'
import {
  deleteInWindows,
  hubPacer,
  lockRows,
  setUndeletableAside,
  summaryText,
  windowsOf,
  type BulkLocks,
  type BulkResult,
  type BulkRow,
  type Skipped,
} from './bulkRunner'

export interface BulkRunHooks {
  /** The DELETEs start: Cancel stops what is not sent. */
  onSending(total: number, cancel: () => void): void
  onProgress(done: number, total: number): void
  /** The run is over (undone, or sent): its summary, if it sent. */
  onDone(result: BulkResult | undefined): void
  /** The summary's "Show skipped". */
  showSkipped(skipped: readonly Skipped[]): void
}

/**
 * The hub's edit locks, taken and held as an edit dialog takes them (AddEntry; RemoveEntry on release), each message
 * paced under the hub's rate limit.
 */
function hubLocks(group: string) {
  const paced = hubPacer(BULK_HUB_RATE, BULK_HUB_BURST)
  return {
    async take(id: Id) {
      await paced()
      const holder = await liveHub.addEntry(group, id)
      if (holder) {
        lockStore.add(group, holder)
        return holderName(holder)
      }
      lockStore.hold(group, id)
      return undefined
    },
    // A dropped channel may have lost the lock on the server: the row is not sent.
    holds: (id: Id) => liveHub.getStatus() === 'live' && lockStore.isHeld(group, id),
    async release(id: Id) {
      if (!lockStore.isHeld(group, id)) return
      lockStore.release(group, id)
      await paced()
      // Sent in order on the one socket: the hub has let go before the next window's AddEntry arrives.
      liveHub.removeEntry(group, id).catch(() => undefined)
    },
  } satisfies BulkLocks & { release(id: Id): Promise<void> }
}

/**
 * The bulk delete after its confirmation: takes the first window's locks, hides the rows with an Undo toast for
 * UNDO_MS, then deletes them window by window (BULK_LOCK_WINDOW locks held at most, a few DELETEs at a time)
 * and ends with one summary toast. Loaded only when used.
 */
export async function runBulkDelete(
  queryClient: QueryClient,
  resource: AnyResource,
  rows: readonly BulkRow[],
  hooks: BulkRunHooks,
): Promise<void> {
  const locks = hubLocks(resource.name)
  const { deletable, skipped: undeletable } = setUndeletableAside(rows)
  const windows = windowsOf(deletable, BULK_LOCK_WINDOW)
  const first = await lockRows(windows[0] ?? [], locks)
  // The first window's rows someone else holds stay; every other chosen row leaves the list while the Undo waits.
  const kept = new Set(first.skipped.map((s) => String(s.row.id)))
  const leaving = windows.flat().filter((row) => !kept.has(String(row.id)))
  const unhide = pendingDeletes.hide(
    resource.name,
    leaving.map((row) => row.id),
  )
  const undone = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      toaster.dismiss(toast)
      resolve(false)
    }, UNDO_MS)
    const toast = toaster.create({
      type: 'success',
      title: i18n._('{count, plural, one {# element deleted} other {# elements deleted}}', { count: leaving.length }),
      duration: UNDO_MS,
      action: {
        label: MESSAGES.undo,
        onClick: () => {
          clearTimeout(timer)
          resolve(true)
        },
      },
    })
  })
  if (undone) {
    await Promise.all(first.held.map((row) => locks.release(row.id)))
    unhide()
    hooks.onDone(undefined)
    return
  }
  const cancel = new AbortController()
  hooks.onSending(leaving.length, () => cancel.abort())
  const sent = await deleteInWindows(windows, first, {
    locks,
    deleteOne: (id) => sendDelete(queryClient, resource, id),
    concurrency: BULK_DELETE_CONCURRENCY,
    signal: cancel.signal,
    onProgress: hooks.onProgress,
  })
  unhide()
  const result: BulkResult = { ...sent, skipped: [...undeletable, ...sent.skipped] }
  hooks.onDone(result)
  // After a 401 the session is gone and the sign-in screen says so; the summary would outlive nothing.
  if (result.signedOut) return
  toaster.create({
    type: result.skipped.length > 0 ? 'warning' : 'success',
    title: summaryText(result),
    duration: result.skipped.length > 0 ? 10_000 : undefined,
    action:
      result.skipped.length > 0
        ? { label: i18n._('Show skipped'), onClick: () => hooks.showSkipped(result.skipped) }
        : undefined,
  })
}

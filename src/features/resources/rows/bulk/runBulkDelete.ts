import type { QueryClient } from '@tanstack/react-query'
import { BULK_CONCURRENCY, BULK_LOCK_WINDOW, UNDO_MS } from '@/config'
import { i18n } from '@/i18n/i18n'
import { MESSAGES } from '@/i18n/messages'
import { toaster } from '@/ui/toaster'
import { tellRunSummary } from './tellRunSummary'
import { reloadLists, sendDelete } from '../../mutations'
import { pendingDeletes } from '../pendingDeletes'
import type { AnyResource } from '../../types'
import { bulkLocks } from './bulkLocks'
import {
  deleteAction,
  runInWindows,
  lockRows,
  setUndeletableAside,
  summaryText,
  windowsOf,
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
  const locks = bulkLocks(resource)
  const { deletable, skipped: undeletable } = setUndeletableAside(rows)
  const windows = windowsOf(deletable, BULK_LOCK_WINDOW)
  const first = await lockRows(windows[0] ?? [], locks)
  // The first window's rows someone else holds stay; every other chosen row leaves the list while the Undo waits.
  const kept = new Set(first.skipped.map((s) => String(s.row.id)))
  const leaving = windows.flat().filter((row) => !kept.has(String(row.id)))
  const sent = await new Promise<BulkResult | undefined>((settle) => {
    // The one Undo of every delete: the rows leave the list, their locks held, and the wait ends by Undo, by its
    // time, or by the list or the page going away.
    const undo = pendingDeletes.schedule({
      resource,
      ids: leaving.map((row) => row.id),
      queryClient,
      release: () => first.held.forEach((row) => void locks.release(row.id)),
      send: async () => {
        toaster.dismiss(toast)
        const cancel = new AbortController()
        hooks.onSending(leaving.length, () => cancel.abort())
        const result = await runInWindows(windows, first, {
          locks,
          act: deleteAction((id) => sendDelete(queryClient, resource, id, { reload: false })),
          concurrency: BULK_CONCURRENCY,
          signal: cancel.signal,
          onProgress: hooks.onProgress,
        })
        // One reload of the lists for the whole run, not one per row.
        reloadLists(queryClient, resource)
        settle(result)
      },
    })
    const toast = toaster.create({
      type: 'success',
      title: i18n._('{count, plural, one {# element deleted} other {# elements deleted}}', { count: leaving.length }),
      duration: UNDO_MS,
      action: {
        label: MESSAGES.undo,
        onClick: () => {
          if (undo()) settle(undefined)
        },
      },
    })
  })
  if (!sent) {
    hooks.onDone(undefined)
    return
  }
  const result: BulkResult = { ...sent, skipped: [...undeletable, ...sent.skipped] }
  hooks.onDone(result)
  // After a 401 the session is gone and the sign-in screen says so; the summary would outlive nothing.
  if (result.signedOut) return
  tellRunSummary({
    title: summaryText(result),
    result,
    action:
      result.skipped.length > 0
        ? { label: i18n._('Show skipped'), onClick: () => hooks.showSkipped(result.skipped) }
        : undefined,
  })
}

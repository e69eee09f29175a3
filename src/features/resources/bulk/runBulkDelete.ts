import type { QueryClient } from '@tanstack/react-query'
import { liveHub } from '@/api/hub'
import type { Id } from '@/api/queryKeys'
import { BULK_DELETE_CONCURRENCY, UNDO_DELETE_MS } from '@/config'
import { i18n } from '@/i18n/i18n'
import { MESSAGES } from '@/i18n/messages'
import { lockStore } from '@/features/live/lockStore'
import { toaster } from '@/ui/toaster'
import { sendDelete } from '../mutations'
import { pendingDeletes } from '../pendingDeletes'
import type { AnyResource } from '../types'
import {
  lockRows,
  sendDeletes,
  summaryText,
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

/** The hub's edit locks, taken and held as an edit dialog takes them (AddEntry; RemoveEntry on release). */
function hubLocks(group: string): BulkLocks & { release(id: Id): void } {
  return {
    async take(id) {
      const holder = await liveHub.addEntry(group, id)
      if (holder) {
        lockStore.add(group, holder)
        return holder.editor
      }
      lockStore.hold(group, id)
      return undefined
    },
    // A dropped channel may have lost the lock on the server: the row is not sent.
    holds: (id) => liveHub.getStatus() === 'live' && lockStore.isHeld(group, id),
    release(id) {
      if (!lockStore.isHeld(group, id)) return
      lockStore.release(group, id)
      liveHub.removeEntry(group, id).catch(() => undefined)
    },
  }
}

/**
 * The bulk delete after its confirmation: takes the rows' locks, hides the held rows with an Undo toast for
 * UNDO_DELETE_MS, then sends their DELETEs a few at a time and ends with one summary toast. Loaded only when used.
 */
export async function runBulkDelete(
  queryClient: QueryClient,
  resource: AnyResource,
  rows: readonly BulkRow[],
  hooks: BulkRunHooks,
): Promise<void> {
  const locks = hubLocks(resource.name)
  const { held, skipped } = await lockRows(rows, locks)
  const releaseAll = () => held.forEach((row) => locks.release(row.id))
  const unhide = pendingDeletes.hide(
    resource.name,
    held.map((row) => row.id),
  )
  const undone = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      toaster.dismiss(toast)
      resolve(false)
    }, UNDO_DELETE_MS)
    const toast = toaster.create({
      type: 'success',
      title: i18n._('{count, plural, one {# element deleted} other {# elements deleted}}', { count: held.length }),
      duration: UNDO_DELETE_MS,
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
    releaseAll()
    unhide()
    hooks.onDone(undefined)
    return
  }
  const cancel = new AbortController()
  hooks.onSending(held.length, () => cancel.abort())
  const sent = await sendDeletes(held, {
    deleteOne: (id) => sendDelete(queryClient, resource, id),
    holds: locks.holds,
    concurrency: BULK_DELETE_CONCURRENCY,
    signal: cancel.signal,
    onProgress: hooks.onProgress,
  })
  releaseAll()
  unhide()
  const result: BulkResult = { ...sent, skipped: [...skipped, ...sent.skipped] }
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

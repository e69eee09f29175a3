import type { QueryClient } from '@tanstack/react-query'
import { versionOf } from '@/api/recordVersions'
import { isApiError } from '@/api/errors'
import { BULK_CONCURRENCY, BULK_LOCK_WINDOW } from '@/config'
import { lastEditorOf } from '@/features/live'
import { i18n } from '@/i18n/i18n'
import { holderName } from '../locks/holderName'
import { applySaved, reloadLists, sendSave } from '../../mutations'
import type { AnyResource, BaseRecord } from '../../types'
import { changedFields } from '../../edit/threeWayMerge'
import { readFresh } from '../../edit/useCheckedSave'
import { revertSave, undoableFields } from '../../edit/undoSave'
import type { Values } from '../../edit/recordValues'
import { bulkLocks } from './bulkLocks'
import { runInWindows, SkipRow, windowsOf, type BulkResult, type BulkRow } from './bulkRunner'

export interface BulkEditHooks {
  /** The writes start: Cancel stops what is not sent. */
  onSending(total: number, cancel: () => void): void
  onProgress(done: number, total: number): void
}

/** What a bulk edit wrote, row by row: the record before and the save's answer, for its Undo. */
export interface Written {
  before: BaseRecord
  saved: BaseRecord
}

/** Someone saved the row meanwhile: skipped, naming them when this screen saw their lock. */
export function savedMeanwhile(resource: AnyResource, row: BulkRow): SkipRow {
  const last = lastEditorOf(resource, row.id)
  return new SkipRow({ kind: 'changed', editor: last ? holderName(last) : undefined })
}

/**
 * A run over many rows, window by window, each under its lock (see docs/decisions.md, "Bulk edit"); the lists are
 * reloaded once at its end, as a change may move rows out of a filter or a parent.
 */
async function runRows(
  queryClient: QueryClient,
  resource: AnyResource,
  rows: readonly BulkRow[],
  act: (row: BulkRow) => Promise<void>,
  hooks: BulkEditHooks,
): Promise<BulkResult> {
  const locks = bulkLocks(resource)
  const cancel = new AbortController()
  hooks.onSending(rows.length, () => cancel.abort())
  const result = await runInWindows(windowsOf(rows, BULK_LOCK_WINDOW), undefined, {
    locks,
    act,
    concurrency: BULK_CONCURRENCY,
    signal: cancel.signal,
    onProgress: hooks.onProgress,
  })
  reloadLists(queryClient, resource)
  return result
}

/**
 * Bulk edit: each row is read fresh under its lock; a row someone saved since it was chosen is skipped, the others get
 * the chosen fields' new values (the rest of the record as it is now) in a PUT made from that version. Returns the
 * result and what was written, for the run's Undo.
 */
export async function runBulkEdit(
  queryClient: QueryClient,
  resource: AnyResource,
  rows: readonly BulkRow[],
  chosen: ReadonlyMap<string, BaseRecord>,
  changes: Values,
  hooks: BulkEditHooks,
): Promise<{ result: BulkResult; written: Written[] }> {
  const fields = undoableFields(resource)
  const written: Written[] = []
  const result = await runRows(
    queryClient,
    resource,
    rows,
    async (row) => {
      const fresh = await readFresh(queryClient, resource, row.id)
      const seen = chosen.get(String(row.id))
      if (seen && changedFields(fields, seen, fresh).length > 0) throw savedMeanwhile(resource, row)
      try {
        const saved = await sendSave(resource, { record: { ...fresh, ...changes }, ifMatch: versionOf(fresh) })
        applySaved(queryClient, resource, saved, true)
        written.push({ before: fresh, saved })
      } catch (error) {
        if (isApiError(error) && error.status === 412) throw savedMeanwhile(resource, row)
        throw error
      }
    },
    hooks,
  )
  return { result, written }
}

/** Undo of a bulk edit: each row gets its old values back under its lock, unless someone saved it since. */
export function undoBulkEdit(
  queryClient: QueryClient,
  resource: AnyResource,
  rows: readonly BulkRow[],
  written: readonly Written[],
  hooks: BulkEditHooks,
): Promise<BulkResult> {
  const byId = new Map(written.map((w) => [String(w.saved.id), w]))
  return runRows(
    queryClient,
    resource,
    rows.filter((row) => byId.has(String(row.id))),
    async (row) => {
      const w = byId.get(String(row.id))
      if (!w) return
      if ((await revertSave(queryClient, resource, w.before, w.saved)) === 'savedSince')
        throw savedMeanwhile(resource, row)
    },
    hooks,
  )
}

/** "12 updated, 2 skipped". */
export const editSummary = (result: BulkResult) =>
  i18n._('{updated} updated, {skipped} skipped', { updated: result.done.length, skipped: result.skipped.length })

/** "12 restored, 1 skipped". */
export const undoSummary = (result: BulkResult) =>
  i18n._('{restored} restored, {skipped} skipped', { restored: result.done.length, skipped: result.skipped.length })

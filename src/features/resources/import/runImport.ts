import type { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import type { Id } from '@/api/queryKeys'
import { versionOf } from '@/api/recordVersions'
import { BULK_CONCURRENCY, BULK_LOCK_WINDOW } from '@/config'
import { i18n } from '@/i18n/i18n'
import { cellText } from '../columnText'
import { readFresh } from '../edit/useCheckedSave'
import { changedFields } from '../edit/threeWayMerge'
import { revertSave, undoableFields } from '../edit/undoSave'
import { applySaved, reloadLists, sendDelete, sendSave } from '../mutations'
import { bulkLocks } from '../rows/bulk/bulkLocks'
import {
  actOnRows,
  deleteAction,
  runInWindows,
  windowsOf,
  type BulkResult,
  type BulkRow,
} from '../rows/bulk/bulkRunner'
import { savedMeanwhile, type BulkEditHooks, type Written } from '../rows/bulk/runBulkEdit'
import type { AnyResource, BaseRecord } from '../types'
import type { PlannedRow } from './checkRows'

/** What an import wrote, for its Undo: the records it created, and each update's record before and answer. */
export interface ImportWritten {
  created: BaseRecord[]
  updated: Written[]
}

export interface ImportResult {
  result: BulkResult
  created: number
  updated: number
  written: ImportWritten
}

/** A planned row as the runner names it: its line and title; a created row is keyed by its line (it has no id yet). */
function rowOf(resource: AnyResource, row: PlannedRow): BulkRow {
  const record = row.kind === 'create' ? row.values : row.kind === 'update' ? { ...row.current, ...row.changes } : {}
  const title = cellText(record[resource.titleProperty])
  const line = `${i18n._('Line')} ${row.line}`
  const id: Id = row.kind === 'create' ? `line:${row.line}` : row.id
  return { id, name: title ? `${line} (${title})` : line, undeletable: false }
}

/**
 * The import's writes through the row runner (see docs/decisions.md, "Import"): new records are POSTed a few at a time
 * (no lock: nobody else can hold a record that does not exist yet); updates go window by window under their locks, a
 * row someone holds is skipped, one saved since the preview is skipped, and only the file's changed fields are sent
 * on the record as it is now. Cancel stops what is not sent; a 400 lands in the summary; the lists reload once.
 */
export async function runImport(
  queryClient: QueryClient,
  resource: AnyResource,
  rows: readonly PlannedRow[],
  hooks: BulkEditHooks,
): Promise<ImportResult> {
  const creates = rows.filter((row) => row.kind === 'create')
  const updates = rows.filter((row) => row.kind === 'update')
  const byId = new Map<string, PlannedRow>()
  const runRows = (list: readonly PlannedRow[]) =>
    list.map((row) => {
      const bulkRow = rowOf(resource, row)
      byId.set(String(bulkRow.id), row)
      return bulkRow
    })
  const written: ImportWritten = { created: [], updated: [] }
  const fields = undoableFields(resource)
  const cancel = new AbortController()
  const total = creates.length + updates.length
  hooks.onSending(total, () => cancel.abort())

  const created = await actOnRows(runRows(creates), {
    act: async (row) => {
      const planned = byId.get(String(row.id))
      if (planned?.kind !== 'create') return
      written.created.push(await sendSave(resource, { record: planned.values }))
    },
    holds: () => true,
    concurrency: BULK_CONCURRENCY,
    signal: cancel.signal,
    onProgress: (done) => hooks.onProgress(done, total),
  })
  const updated = await runInWindows(windowsOf(runRows(updates), BULK_LOCK_WINDOW), undefined, {
    locks: bulkLocks(resource),
    concurrency: BULK_CONCURRENCY,
    signal: cancel.signal,
    onProgress: (done) => hooks.onProgress(creates.length + done, total),
    act: async (row) => {
      const planned = byId.get(String(row.id))
      if (planned?.kind !== 'update') return
      const fresh = await readFresh(queryClient, resource, planned.id)
      if (changedFields(fields, planned.current, fresh).length > 0) throw savedMeanwhile(resource, row)
      try {
        const saved = await sendSave(resource, { record: { ...fresh, ...planned.changes }, ifMatch: versionOf(fresh) })
        applySaved(queryClient, resource, saved, true)
        written.updated.push({ before: fresh, saved })
      } catch (error) {
        if (isApiError(error) && error.status === 412) throw savedMeanwhile(resource, row)
        throw error
      }
    },
  })
  reloadLists(queryClient, resource)
  return {
    result: {
      done: [...created.done, ...updated.done],
      skipped: [...created.skipped, ...updated.skipped],
      signedOut: created.signedOut || updated.signedOut,
    },
    created: created.done.length,
    updated: updated.done.length,
    written,
  }
}

/**
 * Undo of a whole import, under each row's lock: a record it created is deleted and one it updated gets its old values
 * back (revertSave), unless someone saved it since, which is then named and left as it is.
 */
export async function undoImport(
  queryClient: QueryClient,
  resource: AnyResource,
  written: ImportWritten,
  hooks: BulkEditHooks,
): Promise<BulkResult> {
  const fields = undoableFields(resource)
  const name = (record: BaseRecord) => cellText(record[resource.titleProperty]) || `#${String(record.id)}`
  const createdById = new Map(written.created.map((r) => [String(r.id), r]))
  const updatedById = new Map(written.updated.map((w) => [String(w.saved.id), w]))
  const rows: BulkRow[] = [
    ...written.created.map((r) => ({ id: r.id, name: name(r), undeletable: false })),
    ...written.updated.map((w) => ({ id: w.saved.id, name: name(w.saved), undeletable: false })),
  ]
  const remove = deleteAction((id) => sendDelete(queryClient, resource, id, { reload: false }))
  const cancel = new AbortController()
  hooks.onSending(rows.length, () => cancel.abort())
  const result = await runInWindows(windowsOf(rows, BULK_LOCK_WINDOW), undefined, {
    locks: bulkLocks(resource),
    concurrency: BULK_CONCURRENCY,
    signal: cancel.signal,
    onProgress: hooks.onProgress,
    act: async (row) => {
      const made = createdById.get(String(row.id))
      if (made) {
        const fresh = await readFresh(queryClient, resource, row.id).catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return undefined
          throw error
        })
        if (fresh && changedFields(fields, made, fresh).length > 0) throw savedMeanwhile(resource, row)
        if (fresh) await remove(row)
        return
      }
      const w = updatedById.get(String(row.id))
      if (w && (await revertSave(queryClient, resource, w.before, w.saved)) === 'savedSince')
        throw savedMeanwhile(resource, row)
    },
  })
  reloadLists(queryClient, resource)
  return result
}

/** "3 added, 2 updated, 1 skipped". */
export const importSummary = ({ created, updated, result }: ImportResult) =>
  i18n._('{created} added, {updated} updated, {skipped} skipped', {
    created,
    updated,
    skipped: result.skipped.length,
  })

/** "5 undone, 1 skipped". */
export const undoImportSummary = (result: BulkResult) =>
  i18n._('{undone} undone, {skipped} skipped', { undone: result.done.length, skipped: result.skipped.length })

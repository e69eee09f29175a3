import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { i18n } from '@/i18n/i18n'
import { tellRunSummary } from './tellRunSummary'
import type { Values } from '../../edit/recordValues'
import type { AnyResource, BaseRecord } from '../../types'
import type { BulkRow } from './bulkRunner'
import type { BulkEditHooks } from './runBulkEdit'

interface BulkEditArgs {
  resource: AnyResource
  /** The chosen rows as a bulk run names them, and their records as the list showed them. */
  rows: () => { rows: BulkRow[]; records: ReadonlyMap<string, BaseRecord> }
  /** The run's progress (its kind for the label), and its end. */
  progress: (kind: 'edit' | 'undo') => BulkEditHooks
  onDone(): void
  onError(error: unknown): void
}

/**
 * Bulk edit from the selection bar: the question (BulkEditDialog), the run, one summary with Undo for the run, and the
 * Undo's own summary. Its code (runner and dialog) loads when it is used.
 */
export function useBulkEdit({ resource, rows, progress, onDone, onError }: BulkEditArgs) {
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)

  const apply = (changes: Values) => {
    setAsking(false)
    const chosen = rows()
    import('./runBulkEdit')
      .then(async ({ runBulkEdit, undoBulkEdit, editSummary, undoSummary }) => {
        const { result, written } = await runBulkEdit(
          queryClient,
          resource,
          chosen.rows,
          chosen.records,
          changes,
          progress('edit'),
        )
        onDone()
        if (result.signedOut) return
        const undo = async () => {
          const undone = await undoBulkEdit(queryClient, resource, chosen.rows, written, progress('undo'))
          onDone()
          if (undone.signedOut) return
          tellRunSummary({ title: undoSummary(undone), result: undone, nameSkipped: true })
        }
        tellRunSummary({
          title: editSummary(result),
          result,
          nameSkipped: true,
          undo: written.length > 0 ? () => void undo().catch(onError) : undefined,
        })
      })
      .catch((error: unknown) => {
        onDone()
        onError(error)
      })
  }
  return { asking, ask: () => setAsking(true), cancel: () => setAsking(false), apply }
}

/** The label of a running bulk edit or its Undo. */
export const bulkEditLabel = (kind: 'edit' | 'undo', done: number, records: string) =>
  kind === 'edit'
    ? i18n._('Changing {done} of {records}', { done, records })
    : i18n._('Restoring {done} of {records}', { done, records })

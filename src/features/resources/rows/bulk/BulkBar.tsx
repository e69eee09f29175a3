import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import { BULK_PROGRESS_ROWS } from '@/config'
import { Button } from '@/ui/Button'
import { lazyComponent } from '@/ui/lazyComponent'
import { Progress } from '@/ui/Progress'
import { bulkBarStyles as s } from './BulkBar.styles'
import { recordName } from '../../recordName'
import type { AnyResource, BaseRecord } from '../../types'
import type { BulkRow, Skipped } from './bulkRunner'
import { bulkEditLabel, useBulkEdit } from './useBulkEdit'
import { pageState } from './selection'
import type { SelectionControl } from './useSelection'

const ConfirmDialog = lazyComponent(() => import('../../ConfirmDialog').then((m) => m.ConfirmDialog))
const BulkWhatGoes = lazyComponent(() => import('./BulkWhatGoes').then((m) => m.BulkWhatGoes))
const SkippedDialog = lazyComponent(() => import('./SkippedDialog').then((m) => m.SkippedDialog))
const BulkEditDialog = lazyComponent(() => import('./BulkEditDialog').then((m) => m.default))

type Run =
  | { phase: 'idle' }
  | { phase: 'confirm' }
  | { phase: 'waiting' }
  | { phase: 'sending'; kind: 'delete' | 'edit' | 'undo'; done: number; total: number; cancel(): void }

interface BulkBarProps {
  resource: AnyResource
  control: SelectionControl
  /** The page's rows and the list's total: the offer to choose all of them. */
  rows: readonly BaseRecord[]
  total: number
  onError(error: unknown): void
  /** Exports the chosen rows; none given when they are the whole list (its own export). */
  onExport(trigger: HTMLElement, records?: readonly BaseRecord[]): void
  exporting: boolean
}

/** The chosen rows as a bulk run names them. */
function bulkRowsOf(resource: AnyResource, chosen: ReadonlyMap<string, BaseRecord>): BulkRow[] {
  return [...chosen.values()].map((record) => ({
    id: record.id,
    name: recordName(resource, record),
    undeletable: Boolean(record.Undeletable),
  }))
}

/** "N selected", Delete and Clear while rows are chosen; then the bulk delete's progress with Cancel. */
export function BulkBar({ resource, control, rows, total, onError, onExport, exporting }: BulkBarProps) {
  const queryClient = useQueryClient()
  const { _ } = useLingui()
  const records = (n: number) => _('{n, plural, one {# record} other {# records}}', { n })
  const [run, setRun] = useState<Run>({ phase: 'idle' })
  const [skipped, setSkipped] = useState<readonly Skipped[]>()
  const chosen = control.selection.rows
  const progress = (kind: 'delete' | 'edit' | 'undo') => ({
    onSending: (n: number, cancel: () => void) => setRun({ phase: 'sending', kind, done: 0, total: n, cancel }),
    onProgress: (done: number, n: number) => setRun((r) => (r.phase === 'sending' ? { ...r, done, total: n } : r)),
  })
  const edit = useBulkEdit({
    resource,
    rows: () => ({ rows: bulkRowsOf(resource, chosen), records: new Map(chosen) }),
    progress: (kind) => progress(kind),
    onDone: () => setRun({ phase: 'idle' }),
    onError,
  })
  if (chosen.size === 0 && run.phase !== 'sending' && !skipped) return null

  const pageChosen = pageState(control.selection, rows) === 'all'
  const start = () => {
    const bulkRows = bulkRowsOf(resource, chosen)
    setRun({ phase: 'waiting' })
    // The runner (locks, Undo, DELETEs) loads only when a bulk delete is confirmed.
    import('./runBulkDelete')
      .then(({ runBulkDelete }) =>
        runBulkDelete(queryClient, resource, bulkRows, {
          ...progress('delete'),
          onDone: (result) => {
            setRun({ phase: 'idle' })
            if (result) control.drop(result.done.map((r) => r.id))
          },
          showSkipped: setSkipped,
        }),
      )
      .catch((error: unknown) => {
        setRun({ phase: 'idle' })
        onError(error)
      })
  }

  return (
    <div className={s.root} role="region" aria-label={_('Selection')} data-bulk-bar="">
      <p className={s.message} role="status">
        {_('{count} selected', { count: chosen.size })}
      </p>
      {/* A phone's cards have no header row, so no page check: the bar offers the page. */}
      {!pageChosen && rows.length > 0 && run.phase === 'idle' && (
        <Button variant="outline" size="sm" onClick={() => control.setPage(rows, true)}>
          {_('Select page')}
        </Button>
      )}
      {pageChosen && chosen.size < total && run.phase === 'idle' && (
        <Button
          variant="outline"
          size="sm"
          loading={control.selectingAll}
          onClick={() => void control.selectAll(onError)}
        >
          {_('Select all {total}', { total })}
        </Button>
      )}
      {run.phase === 'sending' ? (
        <>
          {run.total > BULK_PROGRESS_ROWS && (
            <Progress
              className={s.progress}
              label={
                run.kind === 'delete'
                  ? _('Deleting {done} of {records}', { done: run.done, records: records(run.total) })
                  : bulkEditLabel(run.kind, run.done, records(run.total))
              }
              value={Math.round((run.done / run.total) * 100)}
            />
          )}
          <Button variant="outline" size="sm" onClick={run.cancel}>
            {_('Cancel')}
          </Button>
        </>
      ) : (
        <>
          <Button size="sm" variant="outline" disabled={chosen.size === 0 || run.phase !== 'idle'} onClick={edit.ask}>
            {_('Edit')}
          </Button>
          <Button
            size="sm"
            palette="danger"
            disabled={chosen.size === 0 || run.phase !== 'idle'}
            onClick={() => setRun({ phase: 'confirm' })}
          >
            {_('Delete')}
          </Button>
          <Button variant="outline" size="sm" disabled={run.phase !== 'idle'} onClick={control.clear}>
            {_('Clear')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-disabled={exporting || undefined}
            disabled={chosen.size === 0 || run.phase !== 'idle'}
            onClick={(e) => onExport(e.currentTarget, chosen.size < total ? [...chosen.values()] : undefined)}
          >
            {_('Export selected')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={run.phase === 'confirm'}
        title={_('Delete {records}', { records: records(chosen.size) })}
        message={_(
          'Do you really want to delete {count, plural, one {the selected record} other {the # selected records}}?',
          { count: chosen.size },
        )}
        confirmLabel={_('Delete')}
        onConfirm={start}
        onCancel={() => setRun({ phase: 'idle' })}
      >
        {resource.children?.length ? (
          <BulkWhatGoes resource={resource} ids={[...chosen.values()].map((record) => record.id)} />
        ) : null}
        <p>{_('Records someone else is editing, or that cannot be deleted, will be skipped.')}</p>
      </ConfirmDialog>
      {skipped && <SkippedDialog skipped={skipped} onClose={() => setSkipped(undefined)} />}
      {edit.asking && (
        <BulkEditDialog resource={resource} count={chosen.size} onApply={edit.apply} onCancel={edit.cancel} />
      )}
    </div>
  )
}

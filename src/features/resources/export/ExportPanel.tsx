import { i18n } from '@/i18n/i18n'
import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ErrorDialog } from '../ErrorDialog'
import type { ListPosition } from '../queries'
import { saveBlob } from './saveBlob'
import type { AnyResource, BaseRecord } from '../types'
import { exportList, exportRecords } from './exportList'
import { Button } from '@/ui/Button'
import { visuallyHiddenClass } from '@/ui/feedback.styles'
import { Progress } from '@/ui/Progress'
import { exportPanelStyles as s } from './ExportPanel.styles'
import { useLingui } from '@lingui/react'

export interface ExportRun {
  /** The list's search, filter and parent at the press. */
  position: Omit<ListPosition, 'page'>
  /** The Export button: focus returns to it when the panel goes. */
  trigger: HTMLElement
  /** The chosen rows, as the list last showed them; without them, the whole list. */
  records?: readonly BaseRecord[]
}

type ExportState =
  | { phase: 'running'; fetched: number; total?: number }
  | { phase: 'done'; count: number; fileName: string }
  | { phase: 'failed'; error: unknown }

/**
 * Runs one export of a list (or of its chosen rows) and shows it: a progress bar with Cancel while the pages come, then what was written
 * (the file is downloaded) with Dismiss. A failed call shows the Error dialog and downloads nothing.
 */
export function ExportPanel({
  resource,
  run,
  onEnded,
  onClose,
}: {
  resource: AnyResource
  run: ExportRun
  /** The file is saved or the export failed: another may start. */
  onEnded(): void
  onClose(): void
}) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const root = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<ExportState>({ phase: 'running', fetched: 0 })

  useEffect(() => {
    // Cancel, leaving the list or signing out unmounts the panel: what is under way stops and nothing is saved.
    const controller = new AbortController()
    const { signal } = controller
    const options = {
      locale: i18n.locale,
      signal,
      onProgress: (fetched: number, total: number) =>
        setState({ phase: 'running', fetched: Math.min(fetched, total), total }),
    }
    const file = run.records
      ? exportRecords(queryClient, resource, run.records, options)
      : exportList(queryClient, resource, run.position, options)
    file.then(
      (file) => {
        if (signal.aborted) return
        saveBlob(file.blob, file.fileName)
        setState({ phase: 'done', count: file.count, fileName: file.fileName })
        onEnded()
      },
      (error: unknown) => {
        if (signal.aborted) return
        setState({ phase: 'failed', error })
        onEnded()
      },
    )
    return () => controller.abort()
  }, [queryClient, resource, run, onEnded])

  const close = () => {
    if (state.phase === 'failed' || root.current?.contains(document.activeElement)) run.trigger.focus()
    onClose()
  }
  const done =
    state.phase === 'done'
      ? _('Exported {count, plural, one {# record} other {# records}} to {fileName}', {
          count: state.count,
          fileName: state.fileName,
        })
      : ''
  return (
    <div ref={root} className={s.root}>
      {state.phase !== 'done' && (
        <Progress
          className={s.progress}
          label={
            state.phase === 'running' && state.total !== undefined
              ? _('Exporting {fetched, number} of {total, plural, one {# record} other {# records}}', {
                  fetched: state.fetched,
                  total: state.total,
                })
              : _('Exporting {list}', { list: _(resource.title) })
          }
          value={
            state.phase === 'running' && state.total !== undefined
              ? state.total === 0
                ? 100
                : Math.round((state.fetched / state.total) * 100)
              : null
          }
        />
      )}
      <p role="status" className={done ? s.message : visuallyHiddenClass}>
        {done}
      </p>
      {/* One button, relabelled: a press on Cancel as the export ends keeps its focus on Dismiss. */}
      <Button variant="outline" size="sm" onClick={close}>
        {state.phase === 'done' ? _('Dismiss') : _('Cancel')}
      </Button>
      {state.phase === 'failed' && <ErrorDialog error={state.error} onClose={close} />}
    </div>
  )
}

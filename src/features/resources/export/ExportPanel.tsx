import { i18n } from '@/i18n/i18n'
import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ErrorDialog } from '../ErrorDialog'
import type { ListPosition } from '../queries'
import { saveBlob } from '../saveBlob'
import type { AnyResource } from '../types'
import { exportList } from './exportList'
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
}

type ExportState =
  | { phase: 'running'; fetched: number; total?: number }
  | { phase: 'done'; count: number; fileName: string }
  | { phase: 'failed'; error: unknown }

/**
 * Runs one export of a list and shows it: a progress bar with Cancel while the pages come, then what was written
 * (the file is downloaded) with Dismiss. A failed call shows the Error dialog and downloads nothing.
 */
export function ExportPanel({ resource, run, onClose }: { resource: AnyResource; run: ExportRun; onClose(): void }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const root = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<ExportState>({ phase: 'running', fetched: 0 })

  useEffect(() => {
    // Cancel, leaving the list or signing out unmounts the panel: what is under way stops and nothing is saved.
    const controller = new AbortController()
    const { signal } = controller
    exportList(queryClient, resource, run.position, {
      locale: i18n.locale,
      signal,
      onProgress: (fetched, total) => setState({ phase: 'running', fetched: Math.min(fetched, total), total }),
    }).then(
      (file) => {
        if (signal.aborted) return
        saveBlob(file.blob, file.fileName)
        setState({ phase: 'done', count: file.count, fileName: file.fileName })
      },
      (error: unknown) => {
        if (!signal.aborted) setState({ phase: 'failed', error })
      },
    )
    return () => controller.abort()
  }, [queryClient, resource, run])

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

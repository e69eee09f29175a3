import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import type { Id } from '@/api/queryKeys'
import { i18n } from '@/i18n/i18n'
import { Alert } from '@/ui/Alert'
import { Button } from '@/ui/Button'
import { Dialog, DialogBody, DialogFooter } from '@/ui/Dialog'
import { Progress } from '@/ui/Progress'
import type { AnyResource } from '../types'
import { DropZone } from './DropZone'
import { importDialogClass as s } from './ImportDialog.styles'
import { ImportPreview } from './ImportPreview'
import { failureText } from './importTexts'
import { previewImport, type ImportPreview as Preview } from './previewImport'
import { showImportSummary } from './importSummary'
import { runImport } from './runImport'

type Phase =
  | { kind: 'choose' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'refused'; fileName: string; message: string }
  | { kind: 'preview'; preview: Preview }
  | { kind: 'writing'; done: number; total: number; cancel(): void }

export interface ImportDialogProps {
  resource: AnyResource
  /** The parent on screen: every added record's parent. */
  parentId: Id | undefined
  /** Cancel, or the writes ended (their summary, with Undo, is shown). */
  onClose(): void
  onError(error: unknown): void
}

/**
 * An import: a file chosen or dropped, read and checked in the browser, its preview (records to add and update, bad
 * lines named), then "Import the valid rows" with progress and Cancel. Nothing is written before that press; a file
 * refused says why, and another can be chosen or dropped.
 */
export function ImportDialog({ resource, parentId, onClose, onError }: ImportDialogProps) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' })
  const reading = useRef<AbortController>(undefined)
  useEffect(() => () => reading.current?.abort(), [])

  const read = (file: File) => {
    reading.current?.abort()
    const controller = new AbortController()
    reading.current = controller
    setPhase({ kind: 'reading', fileName: file.name })
    previewImport(file, { queryClient, resource, parentId, locale: i18n.locale, signal: controller.signal }).then(
      (preview) => {
        if (!controller.signal.aborted) setPhase({ kind: 'preview', preview })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setPhase({ kind: 'refused', fileName: file.name, message: failureText(error) })
      },
    )
  }

  const write = (preview: Preview) => {
    runImport(queryClient, resource, preview.plan.rows, {
      onSending: (total, cancel) => setPhase({ kind: 'writing', done: 0, total, cancel }),
      onProgress: (done, total) => setPhase((p) => (p.kind === 'writing' ? { ...p, done, total } : p)),
    }).then(
      (outcome) => {
        onClose()
        showImportSummary(queryClient, resource, outcome, onError)
      },
      (error: unknown) => {
        onClose()
        onError(error)
      },
    )
  }

  const writing = phase.kind === 'writing'
  const toWrite = phase.kind === 'preview' ? phase.preview.counts.create + phase.preview.counts.update : 0
  const records = (n: number) => _('{n, plural, one {# record} other {# records}}', { n })
  return (
    <Dialog
      title={_('Import into {list}', { list: _(resource.title) })}
      onDismiss={writing ? () => undefined : onClose}
      size="phoneFull"
      closeButton={!writing}
    >
      <DialogBody>
        <div className={s.stack}>
          {phase.kind === 'writing' ? (
            <Progress
              label={_('Importing {done} of {records}', { done: phase.done, records: records(phase.total) })}
              value={phase.total === 0 ? 100 : Math.round((phase.done / phase.total) * 100)}
            />
          ) : (
            <DropZone onFile={read} chosen={phase.kind === 'choose' ? undefined : fileNameOf(phase)} />
          )}
          {phase.kind === 'reading' && <Progress label={_('Loading…')} value={null} />}
          {phase.kind === 'refused' && (
            <Alert status="error" title={phase.fileName}>
              {phase.message}
            </Alert>
          )}
          {phase.kind === 'preview' && <ImportPreview preview={phase.preview} />}
        </div>
      </DialogBody>
      <DialogFooter>
        {phase.kind === 'writing' ? (
          <Button variant="outline" onClick={phase.cancel}>
            {_('Cancel')}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              {_('Cancel')}
            </Button>
            {phase.kind === 'preview' && (
              <Button disabled={toWrite === 0} onClick={() => write(phase.preview)}>
                {_('Import the valid rows ({records})', { records: records(toWrite) })}
              </Button>
            )}
          </>
        )}
      </DialogFooter>
    </Dialog>
  )
}

const fileNameOf = (phase: Exclude<Phase, { kind: 'choose' } | { kind: 'writing' }>) =>
  phase.kind === 'preview' ? phase.preview.fileName : phase.fileName

import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { UNDO_MS } from '@/config'
import { MESSAGES } from '@/i18n/messages'
import { lazyComponent } from '@/ui/lazyComponent'
import { toaster } from '@/ui/toaster'
import { skippedLine } from '../rows/bulk/useBulkEdit'
import type { AnyResource } from '../types'
import type { ImportResult } from './runImport'

/** The import's code (papaparse, the checks, the dialog) loads on the first Import press, never with the list. */
const ImportDialog = lazyComponent(() => import('./ImportDialog').then((m) => m.ImportDialog))

/**
 * A list's import: `start` (the toolbar's Import) opens the dialog; once its writes end, one summary with Undo for the
 * whole import (UNDO_MS, longer when rows were skipped), and the Undo's own summary.
 */
export function useListImport(resource: AnyResource, parentId: Id | undefined, onError: (error: unknown) => void) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<{ trigger: HTMLElement }>()
  const start = useCallback((trigger: HTMLElement) => setOpen({ trigger }), [])
  const close = () => {
    open?.trigger.focus()
    setOpen(undefined)
  }
  const written = (outcome: ImportResult) => {
    close()
    void import('./runImport').then(({ importSummary, undoImport, undoImportSummary }) => {
      const { result } = outcome
      if (result.signedOut) return
      const undo = async () => {
        const hooks = { onSending: () => undefined, onProgress: () => undefined }
        const undone = await undoImport(queryClient, resource, outcome.written, hooks)
        if (undone.signedOut) return
        toaster.create({
          type: undone.skipped.length > 0 ? 'warning' : 'success',
          title: undoImportSummary(undone),
          description: skippedLine(undone),
          duration: undone.skipped.length > 0 ? 10_000 : undefined,
        })
      }
      const any = outcome.written.created.length + outcome.written.updated.length > 0
      toaster.create({
        type: result.skipped.length > 0 ? 'warning' : 'success',
        title: importSummary(outcome),
        description: skippedLine(result),
        duration: Math.max(UNDO_MS, result.skipped.length > 0 ? 10_000 : 0),
        action: any ? { label: MESSAGES.undo, onClick: () => void undo().catch(onError) } : undefined,
      })
    })
  }
  const dialog = open && (
    <ImportDialog
      resource={resource}
      parentId={parentId}
      onWritten={written}
      onClose={close}
      onError={(error) => {
        close()
        onError(error)
      }}
    />
  )
  return { start, dialog }
}

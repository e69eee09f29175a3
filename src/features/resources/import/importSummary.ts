import type { QueryClient } from '@tanstack/react-query'
import { UNDO_MS } from '@/config'
import { MESSAGES } from '@/i18n/messages'
import { toaster } from '@/ui/toaster'
import { skippedLine } from '../rows/bulk/useBulkEdit'
import type { AnyResource } from '../types'
import { importSummary, undoImport, undoImportSummary, type ImportResult } from './runImport'

/**
 * The import's one summary: what it added, updated and skipped (the first skipped rows named, with why), and Undo of
 * the whole import for UNDO_MS (longer when rows were skipped); then the Undo's own summary.
 */
export function showImportSummary(
  queryClient: QueryClient,
  resource: AnyResource,
  outcome: ImportResult,
  onError: (error: unknown) => void,
) {
  const { result, written } = outcome
  if (result.signedOut) return
  const undo = async () => {
    const hooks = { onSending: () => undefined, onProgress: () => undefined }
    const undone = await undoImport(queryClient, resource, written, hooks)
    if (undone.signedOut) return
    toaster.create({
      type: undone.skipped.length > 0 ? 'warning' : 'success',
      title: undoImportSummary(undone),
      description: skippedLine(undone),
      duration: undone.skipped.length > 0 ? 10_000 : undefined,
    })
  }
  toaster.create({
    type: result.skipped.length > 0 ? 'warning' : 'success',
    title: importSummary(outcome),
    description: skippedLine(result),
    duration: Math.max(UNDO_MS, result.skipped.length > 0 ? 10_000 : 0),
    action:
      written.created.length + written.updated.length > 0
        ? { label: MESSAGES.undo, onClick: () => void undo().catch(onError) }
        : undefined,
  })
}

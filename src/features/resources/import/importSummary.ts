import type { QueryClient } from '@tanstack/react-query'
import { tellRunSummary } from '../rows/bulk/tellRunSummary'
import type { AnyResource } from '../types'
import { importSummary, undoImport, undoImportSummary, type ImportResult } from './runImport'

/**
 * The import's one summary: what it added, updated and skipped (the first skipped rows named, with why), with Undo of
 * the whole import; then the Undo's own summary.
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
    tellRunSummary({ title: undoImportSummary(undone), result: undone, nameSkipped: true })
  }
  tellRunSummary({
    title: importSummary(outcome),
    result,
    nameSkipped: true,
    undo: written.created.length + written.updated.length > 0 ? () => void undo().catch(onError) : undefined,
  })
}

import { UNDO_MS } from '@/config'
import { noticeStore } from '@/features/live/notices'
import { MESSAGES } from '@/i18n/messages'
import { toaster } from '@/ui/toaster'
import { reasonText, type BulkResult } from './bulkRunner'

/** A summary that names skipped rows stays this long: long enough to read the names. */
const SKIPPED_TOAST_MS = 10_000

interface RunSummary {
  title: string
  result: BulkResult
  /** Names the first skipped rows under the title (a bulk delete offers them in a dialog instead). */
  nameSkipped?: boolean
  /** Undo of the whole run: the toast then stays at least UNDO_MS. */
  undo?: () => void
  /** Another button in the toast (a bulk delete's "Show skipped"). */
  action?: { label: string; onClick(): void }
}

/** The first few skipped rows with why, for a summary's second line. */
function skippedLine(result: BulkResult): string | undefined {
  if (result.skipped.length === 0) return undefined
  const named = result.skipped.slice(0, 3).map(({ row, reason }) => `${row.name}: ${reasonText(reason)}`)
  return result.skipped.length > 3 ? `${named.join('; ')}; …` : named.join('; ')
}

/**
 * The end of a run over many rows (a bulk edit, delete or import, or the Undo of one): its summary in a toast, a
 * warning when rows were skipped, and in the bell, opening the list it ran in, since the toast goes after a few seconds.
 */
export function tellRunSummary({ title, result, nameSkipped = false, undo, action }: RunSummary): void {
  const list = typeof location === 'undefined' ? undefined : `${location.pathname}${location.search}`
  noticeStore.add({ kind: 'bulk', text: title, ...(list ? { list } : {}) })
  const skipped = result.skipped.length > 0
  const shown = skipped ? SKIPPED_TOAST_MS : undefined
  toaster.create({
    type: skipped ? 'warning' : 'success',
    title,
    description: nameSkipped ? skippedLine(result) : undefined,
    duration: undo ? Math.max(UNDO_MS, shown ?? 0) : shown,
    action: undo ? { label: MESSAGES.undo, onClick: undo } : action,
  })
}

import { afterFirstPaint } from '@/features/navigation/firstPaint'
import { prefetchWhenIdle } from '@/features/navigation/idlePrefetch'

/** The id of the JSON list of the dialogs' chunks in index.html (build/shellChunks.ts, DIALOG_CHUNKS_ID). */
const DIALOG_CHUNKS_ID = 'dialog-chunks'

let started = false

/**
 * A list's add, edit, delete and Error dialogs download (not run) while the page is idle after the first screen has
 * painted, so a phone's first tap on a pencil waits for the record's GET, not for ~25 files fetched one after another
 *. Prefetch links cost the main thread next to nothing, so the list's blocking time stays as it was. Once
 * per page.
 */
export function prefetchDialogsAfterFirstPaint() {
  if (started) return
  started = true
  afterFirstPaint(() => prefetchWhenIdle(DIALOG_CHUNKS_ID))
}

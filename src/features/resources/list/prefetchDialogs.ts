import { afterFirstPaint } from '@/features/navigation/firstPaint'
import { prefetchWhenIdle } from '@/features/navigation/idlePrefetch'
import { PREFETCH_LIST_IDS } from '@/features/navigation/prefetchListIds'

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
  afterFirstPaint(() => prefetchWhenIdle(PREFETCH_LIST_IDS.dialogs))
}

import type { QueryClient } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { afterFirstPaint } from '@/features/navigation/firstPaint'
import { eachWhenIdle } from '@/features/navigation/idleSlices'
import { prefetchRecord } from '../queries'
import type { DeclaredResource } from '../types'

/** A screen without hover (a phone) gives no intent before the tap. */
const touchOnly = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches

/**
 * On a phone the records of the rows on screen are fetched while the page is idle after its paint, so a tap on a pencil
 * opens an editable form without a round trip of slow 4G. Each GET once: a fresh copy is not fetched again, and live
 * updates keep the copies current (see docs/decisions.md, "Live events patch the cache"). With a mouse the press starts
 * the GET instead (prefetchRecord on pointerdown). Returns a cancel function.
 */
export function prefetchRecordsWhenIdle(
  queryClient: QueryClient,
  resource: DeclaredResource,
  ids: readonly Id[],
): () => void {
  if (ids.length === 0 || !touchOnly()) return () => undefined
  let cancelSlices: (() => void) | undefined
  const stopWaiting = afterFirstPaint(() => {
    // One GET per idle period: seven started in one callback were a long task (TBT), and a GET's start goes on in
    // promise callbacks after the idle callback returns, where the slice's clock does not see it.
    cancelSlices = eachWhenIdle(
      () => ids,
      (id) => prefetchRecord(queryClient, resource, id),
      1,
    )
  })
  return () => {
    stopWaiting()
    cancelSlices?.()
  }
}

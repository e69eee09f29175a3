import { useEffect } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { Page } from '@/api/crud'
import { afterFirstPaint } from '@/features/navigation/firstPaint'
import { parseId } from '../parseId'
import { prefetchDialogsAfterFirstPaint } from './prefetchDialogs'
import { prefetchRecordsWhenIdle } from './prefetchRecords'
import { prefetchNextPage, type ListPosition } from '../queries'
import type { AnyResource, BaseRecord } from '../types'

/**
 * What a list fetches ahead so the next step feels instant: the dialogs' code after the first paint, the page's records
 * at idle on a phone (prefetchRecords.ts), and the next page while this one is read (after the first screen's paint).
 * The total is the settled query's own: the rows on screen may still be the previous search's for a moment (deferred),
 * with its total. `settled` is the page once its query has settled (not a placeholder). `position.filter` must keep its
 * identity while its values do (the caller memoizes it).
 */
export function useListPrefetch(
  queryClient: QueryClient,
  resource: AnyResource,
  position: ListPosition,
  settled: Page<BaseRecord> | undefined,
) {
  const editable = !resource.readOnly
  useEffect(() => {
    if (editable) prefetchDialogsAfterFirstPaint()
  }, [editable])

  const settledIds = settled && editable ? settled.values.map((r) => String(r.id)).join('\u0000') : ''
  useEffect(() => {
    if (!settledIds) return
    return prefetchRecordsWhenIdle(queryClient, resource, settledIds.split('\u0000').map(parseId))
  }, [settledIds, queryClient, resource])

  const { page, search, filter, parentId } = position
  const total = settled?.total
  useEffect(() => {
    if (total === undefined) return
    // On a first load the next page waits for the rows' paint: before it, its GET would share a phone's link with
    // what the rows need (Lighthouse's LCP counts every request that ends before that paint). Later, at once.
    return afterFirstPaint(() => prefetchNextPage(queryClient, resource, { page, search, filter, parentId }, total))
  }, [total, queryClient, resource, page, search, filter, parentId])
}

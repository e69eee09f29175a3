import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Page } from '@/api/crud'
import type { ListParams } from '@/api/queryKeys'
import { EXPORT_TAKE } from '@/config'
import { listQueryOptions } from '../queries'
import type { AnyResource, BaseRecord } from '../types'

/**
 * How many of the hidden rows (their deletes wait for an Undo, or a bulk delete runs) this list holds: those on its
 * page, and the chosen ones, which the selection keeps for this list's search, filter and parent only.
 */
export function hiddenInList(
  hidden: ReadonlySet<string>,
  page: readonly BaseRecord[],
  chosen: ReadonlyMap<string, unknown>,
): number {
  if (hidden.size === 0) return 0
  const known = new Set([...page.map((r) => String(r.id)), ...chosen.keys()])
  let count = 0
  for (const id of hidden) if (known.has(id)) count++
  return count
}

/**
 * A page's rows and the list's total while deletes wait: the hidden rows are left out of both, so the pager never
 * counts rows the list does not show. A page whose rows are all hidden shows the rows that follow them (its page
 * asked for again with room for the hidden ones), not "No entries" beside a total that says there are more.
 */
export function useVisibleRows(
  resource: AnyResource,
  params: ListParams,
  shown: Page<BaseRecord> | undefined,
  hidden: ReadonlySet<string>,
  chosen: ReadonlyMap<string, unknown>,
) {
  const page = shown?.values
  const onPage = useMemo(
    () => (!page || hidden.size === 0 ? (page ?? []) : page.filter((r) => !hidden.has(String(r.id)))),
    [page, hidden],
  )
  const gone = useMemo(() => hiddenInList(hidden, page ?? [], chosen), [hidden, page, chosen])
  const total = Math.max(0, (shown?.total ?? 0) - gone)
  const follow = onPage.length === 0 && (page?.length ?? 0) > 0 && total > 0
  // Room for every hidden row of the resource, not only those on the page: that count stays put while a bulk run's
  // rows leave the cache one by one, so the page is asked for once, not once per row.
  const after = useQuery({
    ...listQueryOptions(resource, { ...params, take: Math.min(params.take + hidden.size, EXPORT_TAKE) }),
    enabled: follow,
  })
  const following = after.data?.values
  const rows = useMemo(
    () =>
      follow && following
        ? following.filter((r) => !hidden.has(String(r.id))).slice(0, resource.pageSize)
        : follow
          ? []
          : onPage,
    [follow, following, hidden, onPage, resource.pageSize],
  )
  return { rows, total, following: follow && !following }
}

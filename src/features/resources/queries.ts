import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { getRecord, listRecords, type Page } from '@/api/crud'
import { RESOURCE_STALE_MS } from '@/config'
import { queryKeys, type Id, type ListParams } from '@/api/queryKeys'
import { endpointOf } from '@/api/endpoint'
import { skipOf } from './list/pagination'
import type { AnyResource, BaseRecord, DeclaredResource } from './types'

export interface ListPosition {
  page: number
  search: string
  filter: Record<string, string>
  parentId?: Id
}

/** The spec's list state as a query key: skip = (page − 1) × page size, take = page size. */
export function listParams(resource: Pick<DeclaredResource, 'pageSize'>, pos: ListPosition): ListParams {
  const params: ListParams = { skip: skipOf(pos.page, resource.pageSize), take: resource.pageSize }
  if (pos.search) params.search = pos.search
  if (Object.keys(pos.filter).length > 0) params.filter = pos.filter
  if (pos.parentId !== undefined) params.parentId = pos.parentId
  return params
}

export function listQueryOptions(resource: DeclaredResource, params: ListParams) {
  return queryOptions<Page<BaseRecord>>({
    queryKey: queryKeys.list(resource.name, params),
    queryFn: ({ signal }) => listRecords(endpointOf(resource), params, resource.schema, signal),
    placeholderData: keepPreviousData,
    staleTime: RESOURCE_STALE_MS,
  })
}

export function detailQueryOptions(resource: DeclaredResource, id: Id) {
  return queryOptions<BaseRecord>({
    queryKey: queryKeys.detail(resource.name, id),
    queryFn: ({ signal }) => getRecord(endpointOf(resource), id, resource.schema, signal),
    staleTime: RESOURCE_STALE_MS,
  })
}

/** Paging feels instant: the page after the one on screen is fetched ahead. */
export function prefetchNextPage(queryClient: QueryClient, resource: AnyResource, pos: ListPosition, total: number) {
  if (pos.page * resource.pageSize >= total) return
  prefetchPage(queryClient, resource, { ...pos, page: pos.page + 1 })
}

/** A page the user is about to open (the next one, or a page button under the pointer); fresh pages cost nothing. */
export function prefetchPage(queryClient: QueryClient, resource: AnyResource, pos: ListPosition) {
  void queryClient.prefetchQuery(listQueryOptions(resource, listParams(resource, pos)))
}

/** A record the user is about to open: its GET runs while the dialog's code loads; a fresh copy costs nothing. */
export function prefetchRecord(queryClient: QueryClient, resource: DeclaredResource, id: Id) {
  void queryClient.prefetchQuery(detailQueryOptions(resource, id))
}

/**
 * The list pages of a resource in the query cache, read as lists (one list = its pages: same parent, filter and
 * search, any skip), and what the live reactions ask of them: does a record belong, is a page short.
 */
import type { QueryKey } from '@tanstack/react-query'
import type { Page } from '@/api/crud'
import { queryKeys, type Id, type ListParams } from '@/api/queryKeys'
import type { BaseRecord } from '@/api/record'
import type { LiveResource } from './liveResource'
import type { SliceCache } from './sliceCache'

export type ListPage = Page<BaseRecord>

export interface CachedPage {
  key: QueryKey
  params: ListParams
  data: ListPage
}

/** One list = its pages: same parent, filter and search, any skip. */
export interface CachedList {
  params: ListParams
  pages: CachedPage[]
}

export const sameId = (a: Id, b: Id) => String(a) === String(b)
export const hasRecord = (page: ListPage, id: Id) => page.values.some((r) => sameId(r.id, id))
export const hasRoom = (page: ListPage, params: ListParams) => page.total - params.skip < params.take

export function cachedLists(cache: SliceCache, resource: LiveResource): CachedList[] {
  const lists = new Map<string, CachedList>()
  for (const [key, data] of cache.getAll<ListPage>(queryKeys.lists(resource.name))) {
    const params = key[3] as ListParams | undefined
    if (!data || !params) continue
    const identity = JSON.stringify([params.parentId ?? null, params.filter ?? {}, params.search ?? ''])
    const list = lists.get(identity) ?? { params, pages: [] }
    list.pages.push({ key, params, data })
    lists.set(identity, list)
  }
  return [...lists.values()]
}

export const isSearch = (list: CachedList) => Boolean(list.params.search)
export const isConstrained = (list: CachedList) =>
  list.params.parentId !== undefined || Object.keys(list.params.filter ?? {}).length > 0

/** Does the record belong to the list's parent and filters? 'unknown' when a filter is not a record property. */
export function membership(resource: LiveResource, list: CachedList, record: BaseRecord): 'yes' | 'no' | 'unknown' {
  const { parentId, filter } = list.params
  if (parentId !== undefined && resource.parent && String(record[resource.parent.key]) !== String(parentId)) return 'no'
  let verdict: 'yes' | 'unknown' = 'yes'
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (!(name in record)) verdict = 'unknown'
    else if (String(record[name]) !== value) return 'no'
  }
  return verdict
}

/** A list with a search term cannot be patched (does the record match the term?): mark it stale, refetch if shown. */
export function markStale(cache: SliceCache, lists: CachedList[]) {
  for (const list of lists) {
    for (const page of list.pages) cache.invalidate(page.key)
  }
}

/** Re-read after an await: other events may have patched the cache meanwhile. */
export function current(cache: SliceCache, resource: LiveResource): CachedList[] {
  return cachedLists(cache, resource).filter((l) => !isSearch(l))
}

/** A page shorter than the page size although its total says more records exist: a reaction missed one. */
export function hasGap(list: CachedList): boolean {
  return list.pages.some(({ data, params }) => data.values.length < Math.min(params.take, data.total - params.skip))
}

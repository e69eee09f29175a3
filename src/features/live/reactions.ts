/**
 * The three cache reactions to live item events (spec §4 "Reactions to live messages", design §8.25), applied
 * with setQueryData to every cached page of the resource, never by refetching whole lists.
 */
import type { QueryKey } from '@tanstack/react-query'
import { getRecord, listRecords, type Page } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { ApiError } from '@/api/errors'
import { queryKeys, type Id, type ListParams } from '@/api/queryKeys'
import type { BaseRecord } from '@/api/record'
import type { FadingRow } from './fadingRows'
import type { LiveResource } from './liveResource'
import type { SliceCache } from './sliceCache'

type ListPage = Page<BaseRecord>

/** Where the patcher reads single records from; tests give a fake. */
export interface RecordSource {
  /** The record, or undefined when it no longer exists. */
  get(resource: LiveResource, id: Id): Promise<BaseRecord | undefined>
  /** The record at position `index` of a list (the backfill after a delete), or undefined past the end. */
  at(resource: LiveResource, params: ListParams, index: number): Promise<BaseRecord | undefined>
}

const isGone = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400)

export const httpRecordSource: RecordSource = {
  async get(resource, id) {
    try {
      return await getRecord(endpointOf(resource), id, resource.schema)
    } catch (e) {
      if (isGone(e)) return undefined
      throw e
    }
  },
  async at(resource, params, index) {
    const page = await listRecords(endpointOf(resource), { ...params, skip: index, take: 1 }, resource.schema)
    return page.values[0]
  },
}

/** What a reaction changed on screen, so the row can be highlighted. */
type PatchResult = 'added' | 'updated' | undefined

interface CachedPage {
  key: QueryKey
  params: ListParams
  data: ListPage
}

/** One list = its pages: same parent, filter and search, any skip. */
interface CachedList {
  params: ListParams
  pages: CachedPage[]
}

const sameId = (a: Id, b: Id) => String(a) === String(b)
const hasRecord = (page: ListPage, id: Id) => page.values.some((r) => sameId(r.id, id))
const hasRoom = (page: ListPage, params: ListParams) => page.total - params.skip < params.take

function cachedLists(cache: SliceCache, resource: LiveResource): CachedList[] {
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

const isSearch = (list: CachedList) => Boolean(list.params.search)
const isConstrained = (list: CachedList) =>
  list.params.parentId !== undefined || Object.keys(list.params.filter ?? {}).length > 0

/** Does the record belong to the list's parent and filters? 'unknown' when a filter is not a record property. */
function membership(resource: LiveResource, list: CachedList, record: BaseRecord): 'yes' | 'no' | 'unknown' {
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
function markStale(cache: SliceCache, lists: CachedList[]) {
  for (const list of lists) {
    for (const page of list.pages) cache.invalidate(page.key)
  }
}

/**
 * A reaction to one event: reads the cache, fetches what it needs from `source`, writes the cache. `cancelled` is
 * asked after each fetch (the event turned out to be our own write's echo).
 */
type Reaction<R> = (
  cache: SliceCache,
  resource: LiveResource,
  id: Id,
  source: RecordSource,
  cancelled?: () => boolean,
) => Promise<R>

/** Re-read after an await: other events may have patched the cache meanwhile. */
export function current(cache: SliceCache, resource: LiveResource): CachedList[] {
  return cachedLists(cache, resource).filter((l) => !isSearch(l))
}

/** ItemAdded: total + 1 on each list the record belongs to; put it at the top of every page with room. */
export const applyItemAdded: Reaction<PatchResult> = async (cache, resource, id, source, cancelled = () => false) => {
  const lists = cachedLists(cache, resource)
  markStale(cache, lists.filter(isSearch))
  const candidates = lists.filter((l) => !isSearch(l) && !l.pages.some((p) => hasRecord(p.data, id)))
  if (candidates.length === 0) return undefined
  const needsRecord = candidates.some((l) => isConstrained(l) || l.pages.some((p) => hasRoom(p.data, p.params)))
  const record = needsRecord ? await source.get(resource, id) : undefined
  if (cancelled() || (needsRecord && !record)) return undefined

  let result: PatchResult
  for (const list of current(cache, resource)) {
    if (list.pages.some((p) => hasRecord(p.data, id))) continue
    const verdict = record ? membership(resource, list, record) : 'yes'
    if (verdict === 'no') continue
    if (verdict === 'unknown') {
      markStale(cache, [list])
      continue
    }
    for (const page of list.pages) {
      const room = record !== undefined && hasRoom(page.data, page.params)
      if (room) result = 'added'
      cache.set<ListPage>(page.key, {
        values: room ? [record, ...page.data.values].slice(0, page.params.take) : page.data.values,
        total: page.data.total + 1,
      })
    }
  }
  return result
}

/** ItemUpdated: if the record is in a cached list, fetch it and replace it in place (and in its detail cache). */
export const applyItemUpdated: Reaction<PatchResult> = async (cache, resource, id, source, cancelled = () => false) => {
  const lists = cachedLists(cache, resource)
  markStale(cache, lists.filter(isSearch))
  const inList = lists.some((l) => !isSearch(l) && l.pages.some((p) => hasRecord(p.data, id)))
  const detailKey = queryKeys.detail(resource.name, id)
  const inDetail = cache.get(detailKey) !== undefined
  if (!inList && !inDetail) return undefined
  const record = await source.get(resource, id)
  if (cancelled() || !record) return undefined

  if (cache.get(detailKey) !== undefined) cache.set(detailKey, record)
  let result: PatchResult
  for (const list of current(cache, resource)) {
    if (!list.pages.some((p) => hasRecord(p.data, id))) continue
    // Moved to another parent: it leaves this list (the page refills when the list is next read).
    const left = membership(resource, list, record) === 'no'
    for (const page of list.pages) {
      const values = left
        ? page.data.values.filter((r) => !sameId(r.id, id))
        : page.data.values.map((r) => (sameId(r.id, id) ? record : r))
      if (!left && hasRecord(page.data, id)) result = 'updated'
      cache.set<ListPage>(page.key, { values, total: left ? Math.max(0, page.data.total - 1) : page.data.total })
    }
  }
  return result
}

/**
 * ItemDeleted: remove the record and decrement the total; a page it was on that had more records beyond it
 * fetches the next one and appends it, so the page stays full. Returns where the record was on cached pages, so
 * the row can fade out there (design §8.29).
 */
export const applyItemDeleted: Reaction<FadingRow[]> = async (cache, resource, id, source, cancelled = () => false) => {
  const known = cache.get<BaseRecord>(queryKeys.detail(resource.name, id))
  cache.remove(queryKeys.detail(resource.name, id))
  const lists = cachedLists(cache, resource)
  markStale(cache, lists.filter(isSearch))

  const backfills: CachedPage[] = []
  const removedAt: FadingRow[] = []
  for (const list of lists.filter((l) => !isSearch(l))) {
    const onList = list.pages.some((p) => hasRecord(p.data, id))
    if (!onList) {
      // Not on a cached page: it still counted in the total if it belonged to the list.
      const verdict = !isConstrained(list) ? 'yes' : known ? membership(resource, list, known) : 'unknown'
      if (verdict === 'unknown') markStale(cache, [list])
      if (verdict !== 'yes') continue
    }
    for (const page of list.pages) {
      const index = page.data.values.findIndex((r) => sameId(r.id, id))
      const removed = index >= 0
      const values = removed ? page.data.values.filter((_, i) => i !== index) : page.data.values
      if (removed) {
        const { [index - 1]: previous, [index]: record, [index + 1]: next } = page.data.values
        removedAt.push({ record: record!, after: previous?.id, before: next?.id })
      }
      if (removed && page.data.total > page.params.skip + page.params.take) backfills.push(page)
      cache.set<ListPage>(page.key, { values, total: Math.max(0, page.data.total - 1) })
    }
  }

  for (const page of backfills) {
    // After the delete, the record that moves up onto this page sits at its last position.
    const next = await source.at(resource, page.params, page.params.skip + page.params.take - 1)
    if (cancelled() || !next) continue
    const data = cache.get<ListPage>(page.key)
    if (data && !hasRecord(data, next.id) && data.values.length < page.params.take) {
      cache.set<ListPage>(page.key, { ...data, values: [...data.values, next] })
    }
  }
  return removedAt
}

/** A page shorter than the page size although its total says more records exist: a reaction missed one. */
export function hasGap(list: CachedList): boolean {
  return list.pages.some(({ data, params }) => data.values.length < Math.min(params.take, data.total - params.skip))
}

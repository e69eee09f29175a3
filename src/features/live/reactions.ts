/**
 * The three cache reactions to live item events (the spec's "Reactions to live messages"; see docs/decisions.md, "Live
 * events patch the cache"), applied with setQueryData to every cached page of the resource, never by refetching whole
 * lists.
 */
import { queryKeys, type Id } from '@/api/queryKeys'
import type { BaseRecord } from '@/api/record'
import {
  cachedLists,
  current,
  hasRecord,
  hasRoom,
  isConstrained,
  isSearch,
  markStale,
  membership,
  sameId,
  type CachedPage,
  type ListPage,
} from './cachedLists'
import type { FadingRow } from './fadingRows'
import type { LiveResource } from './liveResource'
import type { RecordSource } from './recordSource'
import type { SliceCache } from './sliceCache'

/** What a reaction changed on screen, so the row can be highlighted. */
type PatchResult = 'added' | 'updated' | undefined

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
 * the row can fade out there (see docs/decisions.md, "Live row highlights").
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

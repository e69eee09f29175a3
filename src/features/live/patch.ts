/**
 * The three cache reactions to live item events (spec §4 "Reactions to live messages", design §8.25), applied
 * with setQueryData to every cached page of the resource, never by refetching whole lists.
 */
import { notifyManager, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { getRecord, listRecords, type Page } from '@/api/crud'
import type { ItemEventKind } from '@/api/hubAdapter'
import { queryKeys, type Id, type ListParams } from '@/api/queryKeys'
import { endpointOf } from '@/api/endpoint'
import type { AnyResource, BaseRecord } from '@/features/resources/types'
import { ApiError } from '@/api/errors'
import { LIVE_RECONCILE_DELAY_MS, LIVE_SLICE_MS, LIVE_SLICE_WAIT_MS } from '@/config'
import type { FadingRow } from './fadingRows'
import { isOwnEcho } from './ownWrites'
import { SliceCache } from './sliceCache'

type ListPage = Page<BaseRecord>

/** Where the patcher reads single records from; tests give a fake. */
export interface RecordSource {
  /** The record, or undefined when it no longer exists. */
  get(resource: AnyResource, id: Id): Promise<BaseRecord | undefined>
  /** The record at position `index` of a list (the backfill after a delete), or undefined past the end. */
  at(resource: AnyResource, params: ListParams, index: number): Promise<BaseRecord | undefined>
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
export type PatchResult = 'added' | 'updated' | undefined

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

function cachedLists(cache: SliceCache, resource: AnyResource): CachedList[] {
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
function membership(resource: AnyResource, list: CachedList, record: BaseRecord): 'yes' | 'no' | 'unknown' {
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

/** Re-read after an await: other events may have patched the cache meanwhile. */
function current(cache: SliceCache, resource: AnyResource): CachedList[] {
  return cachedLists(cache, resource).filter((l) => !isSearch(l))
}

/** ItemAdded: total + 1 on each list the record belongs to; put it at the top of every page with room. */
export async function applyItemAdded(
  cache: SliceCache,
  resource: AnyResource,
  id: Id,
  source: RecordSource,
  cancelled: () => boolean = () => false,
): Promise<PatchResult> {
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
export async function applyItemUpdated(
  cache: SliceCache,
  resource: AnyResource,
  id: Id,
  source: RecordSource,
  cancelled: () => boolean = () => false,
): Promise<PatchResult> {
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
export async function applyItemDeleted(
  cache: SliceCache,
  resource: AnyResource,
  id: Id,
  source: RecordSource,
  cancelled: () => boolean = () => false,
): Promise<FadingRow[]> {
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
function hasGap(list: CachedList): boolean {
  return list.pages.some(({ data, params }) => data.values.length < Math.min(params.take, data.total - params.skip))
}

/** What a reaction changed on screen: a row to highlight, or rows removed (to fade out). */
interface Reaction {
  change?: 'added' | 'updated'
  removed?: FadingRow[]
}

interface QueuedEvent {
  resource: AnyResource
  kind: ItemEventKind
  id: Id
  done(): void
}

/**
 * Waits until the browser is idle (React has committed the last slice, input is handled), or LIVE_SLICE_WAIT_MS
 * at most. Under load the next slice then gathers more events and costs one render instead of many.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: LIVE_SLICE_WAIT_MS })
    else setTimeout(resolve, 0)
  })
}

/**
 * Applies live item events one after another (a burst stays consistent), once per event (idempotent by id),
 * and never for this client's own recent writes.
 *
 * Events are applied in slices: the events that arrived by the time a slice starts, and those arriving while it
 * runs, until LIVE_SLICE_MS have passed. Each reaction reads the cache as the earlier reactions of its slice left
 * it; the slice's writes reach the cache and React in one notification batch, and the next slice waits until the
 * browser is idle. A lone event is a slice of one, applied as soon as the page is idle and its record fetched.
 *
 * The reactions read the server while it keeps changing: under a burst a backfill or a fetched record can already
 * reflect later writes, so overlapping reactions can leave a page short or a total off (design §8.35). When events
 * of a resource overlapped (or a page shows a gap, or a refetch landed during a slice), its cached pages are
 * refetched once in the background after the events settle, and again if more events arrive during that refetch.
 * A lone event costs only its reaction.
 */
export class LivePatcher {
  private readonly inbox: QueuedEvent[] = []
  private draining = false
  private readonly cache: SliceCache
  private readonly applied = new Set<string>()
  /** Events queued or running, per resource name. */
  private readonly pending = new Map<string, number>()
  /** Resources whose reactions overlapped since their last reconciliation. */
  private readonly disturbed = new Set<string>()
  private readonly reconciling = new Map<string, Promise<void>>()
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>()

  constructor(
    private readonly queryClient: QueryClient,
    private readonly source: RecordSource = httpRecordSource,
    private readonly onChanged: (resource: AnyResource, id: Id, change: 'added' | 'updated') => void = () => {},
    private readonly onRemoved: (resource: AnyResource, rows: FadingRow[]) => void = () => {},
  ) {
    this.cache = new SliceCache(queryClient)
  }

  /** Queues the event; resolves once its slice is in the cache and its subscribers were notified. */
  apply(resource: AnyResource, kind: ItemEventKind, id: Id): Promise<void> {
    const name = resource.name
    const pending = this.pending.get(name) ?? 0
    if (pending > 0 || this.reconciling.has(name)) this.disturbed.add(name)
    this.pending.set(name, pending + 1)
    return new Promise((done) => {
      this.inbox.push({ resource, kind, id, done })
      if (!this.draining) void this.drain()
    })
  }

  private async drain() {
    this.draining = true
    while (this.inbox.length > 0) {
      await whenIdle()
      await this.slice()
    }
    this.draining = false
  }

  private async slice() {
    const started = Date.now()
    const events: QueuedEvent[] = []
    const changes: { resource: AnyResource; id: Id; change: 'added' | 'updated' }[] = []
    const removals = new Map<AnyResource, FadingRow[]>()
    do {
      const event = this.inbox.shift()
      if (!event) break
      events.push(event)
      const { resource, kind, id } = event
      try {
        const { change, removed } = await this.run(resource, kind, id)
        if (change) changes.push({ resource, id, change })
        if (removed?.length) removals.set(resource, [...(removals.get(resource) ?? []), ...removed])
      } catch (e) {
        // A failed reaction may have left the cache behind the server.
        this.disturbed.add(resource.name)
        console.error(`Live ${kind} of ${resource.name} ${String(id)} not applied`, e)
      }
    } while (Date.now() - started < LIVE_SLICE_MS)
    notifyManager.batch(() => {
      if (!this.cache.flush()) for (const { resource } of events) this.disturbed.add(resource.name)
      // Delivered with the cache's notifications, so the rows' highlights and the new data render together.
      notifyManager.schedule(() => {
        for (const { resource, id, change } of changes) this.onChanged(resource, id, change)
        for (const [resource, rows] of removals) {
          // Our own delete's answer may have come after its echo: the user already saw that row go.
          const others = rows.filter((r) => !isOwnEcho(resource.name, r.record.id))
          if (others.length > 0) this.onRemoved(resource, others)
        }
        for (const { done } of events) done()
      })
    })
    for (const { resource } of events) {
      const left = (this.pending.get(resource.name) ?? 1) - 1
      this.pending.set(resource.name, left)
      if (left === 0) this.settle(resource)
    }
  }

  /** The resource's events are all applied: reconcile if they overlapped or left a gap. */
  private settle(resource: AnyResource) {
    const name = resource.name
    if (current(this.cache, resource).some(hasGap)) this.disturbed.add(name)
    if (!this.disturbed.has(name) || this.reconciling.has(name)) return
    clearTimeout(this.timers.get(name))
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name)
        if ((this.pending.get(name) ?? 0) > 0 || this.reconciling.has(name)) return // the next settle does it
        this.disturbed.delete(name)
        const done = this.reconcile(resource).finally(() => {
          this.reconciling.delete(name)
          if ((this.pending.get(name) ?? 0) === 0) this.settle(resource)
        })
        this.reconciling.set(name, done)
      }, LIVE_RECONCILE_DELAY_MS),
    )
  }

  /** Background refetch of the resource's cached pages: the rows stay on screen while the fresh page loads. */
  private async reconcile(resource: AnyResource) {
    const pages = current(this.cache, resource).flatMap((l) => l.pages)
    await Promise.all(pages.map((p) => this.queryClient.invalidateQueries({ queryKey: p.key, exact: true })))
  }

  private async run(resource: AnyResource, kind: ItemEventKind, id: Id): Promise<Reaction> {
    // Additions and deletions happen once per id; repeated updates are real (and idempotent anyway).
    const eventKey = `${resource.name}\u0000${kind}\u0000${String(id)}`
    if (kind !== 'updated' && this.applied.has(eventKey)) return {}
    // The echo may arrive before our own save answer: check again after every fetch.
    const cancelled = () => isOwnEcho(resource.name, id)
    if (cancelled()) return {}
    if (kind !== 'updated') this.applied.add(eventKey)
    const { cache, source } = this
    if (kind === 'added') return { change: await applyItemAdded(cache, resource, id, source, cancelled) }
    if (kind === 'updated') return { change: await applyItemUpdated(cache, resource, id, source, cancelled) }
    return { removed: await applyItemDeleted(cache, resource, id, source, cancelled) }
  }
}

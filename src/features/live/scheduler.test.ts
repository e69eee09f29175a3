import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import type { Page } from '@/api/crud'
import { queryKeys, type Id, type ListParams } from '@/api/queryKeys'
import { LIVE_RECONCILE_DELAY_MS, LIVE_SLICE_MS } from '@/config'
import type { BaseRecord } from '@/api/record'
import { forgetOwnWrites, rememberOwnWrite } from './ownWrites'
import type { LiveResource } from './liveResource'
import type { RecordSource } from './recordSource'
import { LivePatcher } from './scheduler'

const entries: LiveResource = {
  name: 'lexicon',
  path: '/lexicon',
  schema: z.looseObject({ id: z.number(), name: z.string(), categoryId: z.number() }),
  parent: { key: 'categoryId' },
}

const rec = (id: number, categoryId = 1, name = `entry ${id}`): BaseRecord => ({ id, name, categoryId })

/** The server side of the test: records by id, in list order (newest first). */
class FakeServer implements RecordSource {
  records: BaseRecord[] = []
  gets: Id[] = []
  ats: number[] = []
  async get(_resource: LiveResource, id: Id) {
    this.gets.push(id)
    return this.records.find((r) => String(r.id) === String(id))
  }
  async at(_resource: LiveResource, params: ListParams, index: number) {
    this.ats.push(index)
    return this.records.filter((r) => params.parentId === undefined || r.categoryId === params.parentId)[index]
  }
}

let client: QueryClient
let server: FakeServer
let patcher: LivePatcher
const changes: string[] = []
/** Rows the patcher handed over to fade out: `id after before`. */
const fades: string[] = []

const params = (skip: number, parentId?: number, search?: string): ListParams => ({
  skip,
  take: 3,
  ...(parentId === undefined ? {} : { parentId }),
  ...(search ? { search } : {}),
})
const cache = (p: ListParams, values: BaseRecord[], total: number) =>
  client.setQueryData<Page<BaseRecord>>(queryKeys.list('lexicon', p), { values, total })
const page = (p: ListParams) => client.getQueryData<Page<BaseRecord>>(queryKeys.list('lexicon', p))
const ids = (p: ListParams) => page(p)?.values.map((r) => r.id)

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  server = new FakeServer()
  changes.length = 0
  fades.length = 0
  patcher = new LivePatcher(
    client,
    server,
    (_r, id, change) => changes.push(`${change}:${String(id)}`),
    (_r, rows) => fades.push(...rows.map((r) => `${String(r.record.id)} ${String(r.after)} ${String(r.before)}`)),
  )
})
afterEach(() => {
  forgetOwnWrites()
  client.clear()
})

describe('ItemAdded', () => {
  test('a full page only counts the new record, without fetching it', async () => {
    cache(params(0), [rec(5), rec(4), rec(3)], 5)
    server.records = [rec(6), rec(5), rec(4), rec(3), rec(2), rec(1)]
    await patcher.apply(entries, 'added', 6)
    expect(ids(params(0))).toEqual([5, 4, 3])
    expect(page(params(0))?.total).toBe(6)
    expect(server.gets).toEqual([])
  })

  test('a page with room gets the record at the top and the total grows', async () => {
    cache(params(0), [rec(2), rec(1)], 2)
    server.records = [rec(3), rec(2), rec(1)]
    await patcher.apply(entries, 'added', 3)
    expect(ids(params(0))).toEqual([3, 2, 1])
    expect(page(params(0))?.total).toBe(3)
    expect(changes).toEqual(['added:3'])
  })

  test('on the last page (total − skip < page size) the record goes to the top of that page', async () => {
    cache(params(0), [rec(5), rec(4), rec(3)], 4)
    cache(params(3), [rec(2)], 4)
    server.records = [rec(6), rec(5), rec(4), rec(3), rec(2)]
    await patcher.apply(entries, 'added', 6)
    expect(ids(params(0))).toEqual([5, 4, 3])
    expect(ids(params(3))).toEqual([6, 2])
    expect(page(params(0))?.total).toBe(5)
    expect(page(params(3))?.total).toBe(5)
  })

  test('only lists of the record’s parent change; other parents keep their page and total', async () => {
    cache(params(0, 1), [rec(1, 1)], 1)
    cache(params(0, 2), [rec(2, 2)], 1)
    server.records = [rec(3, 2), rec(2, 2), rec(1, 1)]
    await patcher.apply(entries, 'added', 3)
    expect(ids(params(0, 1))).toEqual([1])
    expect(page(params(0, 1))?.total).toBe(1)
    expect(ids(params(0, 2))).toEqual([3, 2])
    expect(page(params(0, 2))?.total).toBe(2)
  })

  test('a list with a search term is marked stale instead of patched', async () => {
    cache(params(0, undefined, 'salt'), [rec(1)], 1)
    server.records = [rec(2), rec(1)]
    await patcher.apply(entries, 'added', 2)
    expect(ids(params(0, undefined, 'salt'))).toEqual([1])
    expect(client.getQueryState(queryKeys.list('lexicon', params(0, undefined, 'salt')))?.isInvalidated).toBe(true)
  })

  test('a duplicate event changes nothing the second time', async () => {
    cache(params(0), [rec(2), rec(1)], 2)
    cache(params(3), [], 2)
    server.records = [rec(3), rec(2), rec(1)]
    await patcher.apply(entries, 'added', 3)
    await patcher.apply(entries, 'added', 3)
    expect(ids(params(0))).toEqual([3, 2, 1])
    expect(page(params(0))?.total).toBe(3)
    expect(page(params(3))?.total).toBe(3)
  })

  test('a record already on the page (our own save answer) is not added twice', async () => {
    cache(params(0), [rec(3), rec(2), rec(1)], 3)
    server.records = [rec(3), rec(2), rec(1)]
    await patcher.apply(entries, 'added', 3)
    expect(ids(params(0))).toEqual([3, 2, 1])
    expect(page(params(0))?.total).toBe(3)
  })
})

describe('ItemUpdated', () => {
  test('a cached record is fetched and replaced in place, and its detail cache follows', async () => {
    cache(params(0), [rec(3), rec(2), rec(1)], 3)
    client.setQueryData(queryKeys.detail('lexicon', 2), rec(2))
    server.records = [rec(3), rec(2, 1, 'renamed'), rec(1)]
    await patcher.apply(entries, 'updated', 2)
    expect(page(params(0))?.values.map((r) => r.name)).toEqual(['entry 3', 'renamed', 'entry 1'])
    expect(page(params(0))?.total).toBe(3)
    expect(client.getQueryData<BaseRecord>(queryKeys.detail('lexicon', 2))?.name).toBe('renamed')
    expect(changes).toEqual(['updated:2'])
  })

  test('a record not cached anywhere is not fetched at all', async () => {
    cache(params(0), [rec(3), rec(2), rec(1)], 9)
    server.records = [rec(9)]
    await patcher.apply(entries, 'updated', 9)
    expect(server.gets).toEqual([])
    expect(ids(params(0))).toEqual([3, 2, 1])
  })

  test('a record moved to another parent leaves the old parent’s list and its total', async () => {
    cache(params(0, 1), [rec(2, 1), rec(1, 1)], 2)
    server.records = [rec(2, 3), rec(1, 1)]
    await patcher.apply(entries, 'updated', 2)
    expect(ids(params(0, 1))).toEqual([1])
    expect(page(params(0, 1))?.total).toBe(1)
  })

  test('every update of the same record is applied (updates are not duplicates)', async () => {
    cache(params(0), [rec(1)], 1)
    server.records = [rec(1, 1, 'first')]
    await patcher.apply(entries, 'updated', 1)
    server.records = [rec(1, 1, 'second')]
    await patcher.apply(entries, 'updated', 1)
    expect(page(params(0))?.values[0]?.name).toBe('second')
  })
})

describe('ItemDeleted', () => {
  test('when more records exist beyond the page, the next one is fetched and appended', async () => {
    cache(params(0), [rec(5), rec(4), rec(3)], 5)
    server.records = [rec(5), rec(3), rec(2), rec(1)] // 4 is gone on the server
    await patcher.apply(entries, 'deleted', 4)
    expect(ids(params(0))).toEqual([5, 3, 2])
    expect(page(params(0))?.total).toBe(4)
    expect(server.ats).toEqual([2])
  })

  test('when no more records exist, the row goes and nothing is fetched', async () => {
    cache(params(0), [rec(3), rec(2), rec(1)], 3)
    server.records = [rec(3), rec(1)]
    await patcher.apply(entries, 'deleted', 2)
    expect(ids(params(0))).toEqual([3, 1])
    expect(page(params(0))?.total).toBe(2)
    expect(server.ats).toEqual([])
  })

  test('a record on another page lowers this page’s total but leaves its rows', async () => {
    cache(params(0), [rec(5), rec(4), rec(3)], 5)
    cache(params(3), [rec(2), rec(1)], 5)
    server.records = [rec(5), rec(4), rec(3), rec(2)]
    await patcher.apply(entries, 'deleted', 1)
    expect(ids(params(0))).toEqual([5, 4, 3])
    expect(page(params(0))?.total).toBe(4)
    expect(ids(params(3))).toEqual([2])
  })

  test('a row removed from a cached page is handed over to fade where it was; one on no cached page is not', async () => {
    cache(params(0), [rec(5), rec(4), rec(3)], 6)
    cache(params(3), [rec(2), rec(1), rec(0)], 6)
    server.records = [rec(5), rec(3), rec(2), rec(1), rec(0)]
    await patcher.apply(entries, 'deleted', 4)
    expect(fades).toEqual(['4 5 3'])
    await patcher.apply(entries, 'deleted', 5)
    expect(fades).toEqual(['4 5 3', '5 undefined 3'])
    await patcher.apply(entries, 'deleted', 9)
    expect(fades).toHaveLength(2)
  })

  test('a duplicate event decrements the total only once', async () => {
    cache(params(0), [rec(3), rec(2), rec(1)], 3)
    server.records = [rec(3), rec(1)]
    await patcher.apply(entries, 'deleted', 2)
    await patcher.apply(entries, 'deleted', 2)
    expect(page(params(0))?.total).toBe(2)
  })
})

describe('own writes', () => {
  test('the echo of this client’s own delete does not fade the row (the user already confirmed it)', async () => {
    cache(params(0), [rec(3), rec(2), rec(1)], 3)
    server.records = [rec(3), rec(1)]
    rememberOwnWrite('lexicon', 2)
    await patcher.apply(entries, 'deleted', 2)
    expect(fades).toEqual([])
  })

  test('the echo of an id this client just wrote is ignored', async () => {
    cache(params(0), [rec(2), rec(1)], 2)
    server.records = [rec(3), rec(2), rec(1)]
    rememberOwnWrite('lexicon', 3)
    await patcher.apply(entries, 'added', 3)
    expect(ids(params(0))).toEqual([2, 1])
    expect(page(params(0))?.total).toBe(2)
  })

  test('an echo that arrives before the save answer is dropped once the answer marks it', async () => {
    cache(params(0), [rec(2), rec(1)], 2)
    server.records = [rec(3), rec(2), rec(1)]
    const slowGet = server.get.bind(server)
    server.get = async (r, id) => {
      rememberOwnWrite('lexicon', id) // the save answer lands while the record is being fetched
      return slowGet(r, id)
    }
    await patcher.apply(entries, 'added', 3)
    expect(ids(params(0))).toEqual([2, 1])
  })

  test('after OWN_ECHO_MS another user’s write of the same id applies again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      cache(params(0), [rec(1)], 1)
      server.records = [rec(1, 1, 'theirs')]
      rememberOwnWrite('lexicon', 1)
      vi.setSystemTime(Date.now() + 10001)
      await patcher.apply(entries, 'updated', 1)
      expect(page(params(0))?.values[0]?.name).toBe('theirs')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('slices (the burst bar: a burst costs one render per slice, not one per event)', () => {
  const unsubscribes: (() => void)[] = []
  afterEach(() => {
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
  })

  /** The page as a list screen sees it: every notification its query observer gets, with the names it shows. */
  function watch(p: ListParams) {
    const seen: string[][] = []
    const observer = new QueryObserver<Page<BaseRecord>>(client, {
      queryKey: queryKeys.list('lexicon', p),
      queryFn: () => Promise.reject(new Error('the test page is never fetched')),
      staleTime: Infinity,
    })
    unsubscribes.push(observer.subscribe((result) => seen.push(result.data?.values.map((r) => String(r.name)) ?? [])))
    return seen
  }
  const notificationsDelivered = () => new Promise((r) => setTimeout(r, 20))

  test('events that arrive in one tick reach the list in one notification', async () => {
    cache(params(0), [rec(3), rec(2), rec(1)], 5)
    const seen = watch(params(0))
    server.records = [rec(4), rec(3, 1, 'three'), rec(2, 1, 'two'), rec(1, 1, 'one')]
    await Promise.all([
      patcher.apply(entries, 'updated', 3),
      patcher.apply(entries, 'updated', 2),
      patcher.apply(entries, 'added', 4),
      patcher.apply(entries, 'updated', 1),
    ])
    await notificationsDelivered()
    expect(seen).toEqual([['three', 'two', 'one']])
    expect(page(params(0))?.total).toBe(6)
    expect(server.gets).toEqual([3, 2, 1]) // still exactly one request per ItemUpdated
    expect(changes).toEqual(['updated:3', 'updated:2', 'updated:1'])
  })

  test('a slice closes after LIVE_SLICE_MS, so a long burst shows its first changes before the last is fetched', async () => {
    cache(params(0), [rec(3), rec(2), rec(1)], 3)
    const seen = watch(params(0))
    server.records = [rec(3, 1, 'three'), rec(2, 1, 'two'), rec(1, 1, 'one')]
    const get = server.get.bind(server)
    server.get = async (r, id) => {
      await new Promise((resolve) => setTimeout(resolve, LIVE_SLICE_MS * 0.6))
      return get(r, id)
    }
    await Promise.all([3, 2, 1].map((id) => patcher.apply(entries, 'updated', id)))
    await notificationsDelivered()
    expect(seen.length).toBeGreaterThan(1)
    expect(seen[0]).toContain('entry 1') // the first slice reached the screen before the last record was fetched
    expect(seen.at(-1)).toEqual(['three', 'two', 'one'])
  })

  test('a refetch that lands while a slice runs wins over the slice’s older view of the page', async () => {
    cache(params(0), [rec(4), rec(3), rec(2)], 3)
    server.records = [rec(5), rec(4), rec(3), rec(2, 1, 'renamed'), rec(1)]
    const get = server.get.bind(server)
    server.get = async (r, id) => {
      // The page is refetched meanwhile and already shows the server's newer state.
      cache(params(0), [rec(5), rec(4), rec(3)], 5)
      return get(r, id)
    }
    // One slice: the add only counts (full page), the update fetches; the refetch lands in between.
    await Promise.all([patcher.apply(entries, 'added', 5), patcher.apply(entries, 'updated', 2)])
    expect(page(params(0))).toEqual({ values: [rec(5), rec(4), rec(3)], total: 5 })
  })
})

describe('a burst (reactions overlap while the server moves on)', () => {
  const unsubscribes: (() => void)[] = []
  afterEach(() => {
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
  })

  /** A page shown on screen: an active query that reads the fake server, as the list screen's query does. */
  function show(p: ListParams) {
    const fetches = { count: 0 }
    const observer = new QueryObserver<Page<BaseRecord>>(client, {
      queryKey: queryKeys.list('lexicon', p),
      queryFn: async () => {
        fetches.count++
        const matching = server.records.filter((r) => p.parentId === undefined || r.categoryId === p.parentId)
        return { values: matching.slice(p.skip, p.skip + p.take), total: matching.length }
      },
    })
    unsubscribes.push(observer.subscribe(() => {}))
    return fetches
  }

  test('two deletes whose backfills both see the later server state end with a full page and the server total', async () => {
    server.records = [rec(7), rec(6), rec(5), rec(4), rec(3), rec(2), rec(1)]
    show(params(0))
    await vi.waitFor(() => expect(ids(params(0))).toEqual([7, 6, 5]))
    server.records = [rec(5), rec(4), rec(3), rec(2), rec(1)] // both deletes happened before either event arrives
    void patcher.apply(entries, 'deleted', 7)
    await patcher.apply(entries, 'deleted', 6)
    await vi.waitFor(() => expect(ids(params(0))).toEqual([5, 4, 3]))
    expect(page(params(0))?.total).toBe(5)
  })

  test('an add then a delete in quick succession end with the server’s page and total', async () => {
    server.records = [rec(5), rec(4), rec(3), rec(2), rec(1)]
    show(params(0))
    await vi.waitFor(() => expect(ids(params(0))).toEqual([5, 4, 3]))
    server.records = [rec(6), rec(5), rec(3), rec(2), rec(1)] // 6 added, 4 deleted
    void patcher.apply(entries, 'added', 6)
    await patcher.apply(entries, 'deleted', 4)
    await vi.waitFor(() => expect(ids(params(0))).toEqual([6, 5, 3]))
    expect(page(params(0))?.total).toBe(5)
  })

  test('a lone event is applied by its reaction alone: the page is not refetched', async () => {
    server.records = [rec(5), rec(4), rec(3), rec(2), rec(1)]
    const fetches = show(params(0))
    await vi.waitFor(() => expect(ids(params(0))).toEqual([5, 4, 3]))
    server.records = [rec(5), rec(3), rec(2), rec(1)]
    await patcher.apply(entries, 'deleted', 4)
    await new Promise((r) => setTimeout(r, LIVE_RECONCILE_DELAY_MS + 50))
    expect(ids(params(0))).toEqual([5, 3, 2])
    expect(fetches.count).toBe(1)
  })
})

import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { liveHub } from '@/api/hub'
import type { LiveMessage } from '@/api/hubAdapter'
import { queryKeys } from '@/api/queryKeys'
import type { LiveResource } from './liveResource'
import { startLiveSession, type StartedLiveSession } from './liveSession'
import { lockStore } from './lockStore'

const resource = { name: 'lexicon' } as LiveResource
let onConnected: ((e: { afterOutage: boolean }) => void) | undefined
let onMessage: ((m: LiveMessage) => void) | undefined
const connectedSpy = vi.spyOn(liveHub, 'onConnected').mockImplementation((l) => {
  onConnected = l
  return () => {}
})
const messageSpy = vi.spyOn(liveHub, 'onMessage').mockImplementation((l) => {
  onMessage = l
  return () => {}
})

let client: QueryClient
let session: StartedLiveSession
let init: ReturnType<typeof vi.spyOn>
let close: ReturnType<typeof vi.spyOn>
let addEntry: ReturnType<typeof vi.spyOn>
let live = true

beforeEach(() => {
  client = new QueryClient()
  vi.spyOn(liveHub, 'ensureStarted').mockImplementation(() => {})
  vi.spyOn(liveHub, 'isLive', 'get').mockImplementation(() => live)
  init = vi.spyOn(liveHub, 'init').mockResolvedValue(null)
  close = vi.spyOn(liveHub, 'close').mockResolvedValue(null)
  addEntry = vi.spyOn(liveHub, 'addEntry').mockResolvedValue(null)
  live = true
  session = startLiveSession(client)
})
afterEach(() => {
  session.dispose()
  lockStore.clearAll()
  init.mockRestore()
  close.mockRestore()
  addEntry.mockRestore()
})

test('a list opening its group invokes Init, and Close once it is gone', async () => {
  const closeGroup = session.openGroup(resource)
  expect(connectedSpy).toHaveBeenCalled()
  expect(messageSpy).toHaveBeenCalled()
  expect(init).toHaveBeenCalledWith('lexicon')
  closeGroup()
  await new Promise((r) => setTimeout(r, 5))
  expect(close).toHaveBeenCalledWith('lexicon')
})

test('a failed Init is logged to the console and the indicator shows offline', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  const offline = vi.spyOn(liveHub, 'markOffline')
  init.mockRejectedValueOnce(new Error('hub says no'))
  const closeGroup = session.openGroup(resource)
  await new Promise((r) => setTimeout(r, 0))
  expect(log).toHaveBeenCalledWith('Live channel: Init(lexicon) failed', expect.any(Error))
  expect(offline).toHaveBeenCalled()
  closeGroup()
  log.mockRestore()
})

test('after a reconnect: open groups are initialised again, own locks retaken, open lists refetched in the background', async () => {
  const closeGroup = session.openGroup(resource)
  const key = queryKeys.list('lexicon', { skip: 0, take: 10 })
  client.setQueryData(key, { values: [], total: 0 })
  lockStore.hold('lexicon', 3)
  init.mockClear()

  onConnected?.({ afterOutage: true })
  expect(init).toHaveBeenCalledWith('lexicon')
  expect(addEntry).toHaveBeenCalledWith('lexicon', 3)
  expect(client.getQueryState(key)?.isInvalidated).toBe(true)
  closeGroup()
})

test('after a reconnect, a row someone else took meanwhile shows as theirs', async () => {
  const closeGroup = session.openGroup(resource)
  lockStore.hold('lexicon', 4)
  addEntry.mockResolvedValueOnce({ id: 4, lockDate: new Date().toISOString(), editor: 'chief' })
  onConnected?.({ afterOutage: true })
  await new Promise((r) => setTimeout(r, 0))
  expect(lockStore.isHeld('lexicon', 4)).toBe(false)
  expect(lockStore.get('lexicon', 4)?.editor).toBe('chief')
  closeGroup()
})

test('lock messages reach the lock store: StateList replaces, AddedState adds, RemovedState removes', () => {
  const closeGroup = session.openGroup(resource)
  const lockDate = new Date().toISOString()
  onMessage?.({ type: 'stateList', group: 'lexicon', entries: [{ id: 1, lockDate, editor: 'chief' }] })
  expect(lockStore.get('lexicon', 1)?.editor).toBe('chief')
  onMessage?.({ type: 'addedState', group: 'lexicon', entry: { id: 2, lockDate, editor: 'admin' } })
  onMessage?.({ type: 'removedState', group: 'lexicon', id: 1 })
  expect(lockStore.get('lexicon', 1)).toBeUndefined()
  expect(lockStore.get('lexicon', 2)?.editor).toBe('admin')
  closeGroup()
})

test('a row its holder deleted keeps its lock until the delete has removed it, not free in between', async () => {
  const closeGroup = session.openGroup(resource)
  const key = queryKeys.list('lexicon', { skip: 0, take: 10 })
  client.setQueryData(key, { values: [{ id: 5 }, { id: 6 }], total: 2 })
  const lockDate = new Date().toISOString()
  onMessage?.({ type: 'addedState', group: 'lexicon', entry: { id: 5, lockDate, editor: 'admin' } })
  // The holder's delete: ItemDeleted, then at once its lock released.
  onMessage?.({ type: 'item', kind: 'deleted', group: 'lexicon', id: 5 })
  onMessage?.({ type: 'removedState', group: 'lexicon', id: 5 })
  expect(client.getQueryData<{ values: unknown[] }>(key)?.values).toHaveLength(2)
  expect(lockStore.get('lexicon', 5)?.editor).toBe('admin')

  await vi.waitFor(() => expect(lockStore.get('lexicon', 5)).toBeUndefined())
  expect(client.getQueryData(key)).toEqual({ values: [{ id: 6 }], total: 1 })
  // Any other row's lock goes at once, as before.
  onMessage?.({ type: 'addedState', group: 'lexicon', entry: { id: 6, lockDate, editor: 'admin' } })
  onMessage?.({ type: 'removedState', group: 'lexicon', id: 6 })
  expect(lockStore.get('lexicon', 6)).toBeUndefined()
  closeGroup()
})

test('a row its holder saved keeps its lock until the saved record shows, so "free" names it as saved', async () => {
  session.dispose()
  let answer: ((r: { id: number; title: string }) => void) | undefined
  const source = {
    get: () => new Promise<{ id: number; title: string }>((resolve) => (answer = resolve)),
    at: () => Promise.resolve(undefined),
  }
  session = startLiveSession(client, source)
  const closeGroup = session.openGroup(resource)
  const key = queryKeys.list('lexicon', { skip: 0, take: 10 })
  client.setQueryData(key, { values: [{ id: 7, title: 'Before' }], total: 1 })
  onMessage?.({
    type: 'addedState',
    group: 'lexicon',
    entry: { id: 7, lockDate: new Date().toISOString(), editor: 'admin' },
  })
  // The holder's save, then at once its lock released; the saved record is still being read.
  onMessage?.({ type: 'item', kind: 'updated', group: 'lexicon', id: 7 })
  onMessage?.({ type: 'removedState', group: 'lexicon', id: 7 })
  expect(lockStore.get('lexicon', 7)?.editor).toBe('admin')

  await vi.waitFor(() => expect(answer).toBeDefined())
  answer?.({ id: 7, title: 'After' })
  await vi.waitFor(() => expect(lockStore.get('lexicon', 7)).toBeUndefined())
  expect(client.getQueryData(key)).toEqual({ values: [{ id: 7, title: 'After' }], total: 1 })
  closeGroup()
})

test('a list read before the hub was live is not fetched again after the Init: each GET once per full load', async () => {
  live = false
  const courses = { name: 'courses' } as LiveResource
  const closeGroup = session.openGroup(courses)
  const key = queryKeys.list('courses', { skip: 0, take: 10 })
  const next = queryKeys.list('courses', { skip: 10, take: 10 })
  const fetched: string[] = []
  for (const [k, skip] of [
    [key, 0],
    [next, 10],
  ] as const) {
    await client.prefetchQuery({
      queryKey: k,
      queryFn: () => (fetched.push(`skip ${skip}`), { values: [], total: 20 }),
      staleTime: Infinity,
    })
  }
  fetched.length = 0

  live = true
  onConnected?.({ afterOutage: false })
  expect(init).toHaveBeenCalledWith('courses')
  await new Promise((r) => setTimeout(r, 10))
  expect(fetched).toEqual([])
  expect(client.getQueryState(key)?.isInvalidated).toBe(false)
  closeGroup()
})

test('a watched row keeps its group open after its list has gone, until the row is free (told wherever the user is)', async () => {
  const { lockWatches } = await import('./lockWatch')
  const freed = vi.fn()
  const stop = lockWatches.onFreed(freed)
  const closeList = session.openGroup(resource)
  lockStore.add('lexicon', { id: 3, lockDate: new Date().toISOString(), editor: 'chief' })
  lockWatches.watch('lexicon', 3, resource)
  closeList()
  await new Promise((r) => setTimeout(r, 5))
  expect(close).not.toHaveBeenCalled()

  onMessage?.({ type: 'removedState', group: 'lexicon', id: 3 })
  expect(freed).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ group: 'lexicon', id: 3, onScreen: false }))
  await new Promise((r) => setTimeout(r, 5))
  expect(close).toHaveBeenCalledWith('lexicon')
  stop()
})

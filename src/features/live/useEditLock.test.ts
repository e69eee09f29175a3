import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { liveHub } from '@/api/hub'
import type { LockEntry } from '@/api/hubAdapter'
import { EDIT_LOCK_MS, EDIT_WARNING_MS } from '@/config'
import type { LiveResource } from './liveResource'
import { useEditLock } from './index'
import { lockStore } from './lockStore'

const resource = { name: 'lexiconcategories' } as LiveResource
let addEntry: ReturnType<typeof vi.spyOn>
let removeEntry: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  vi.useFakeTimers()
  addEntry = vi.spyOn(liveHub, 'addEntry').mockResolvedValue(null)
  removeEntry = vi.spyOn(liveHub, 'removeEntry').mockResolvedValue(undefined)
})
afterEach(() => {
  lockStore.clearAll()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const flush = () =>
  act(async () => {
    await Promise.resolve()
  })

test('opening a saved record takes the lock; closing releases it', async () => {
  const { unmount } = renderHook(() => useEditLock(resource, 5))
  await flush()
  expect(addEntry).toHaveBeenCalledWith('lexiconcategories', 5)
  expect(lockStore.isHeld('lexiconcategories', 5)).toBe(true)
  unmount()
  expect(removeEntry).toHaveBeenCalledWith('lexiconcategories', 5)
  expect(lockStore.isHeld('lexiconcategories', 5)).toBe(false)
})

test('a new record (no id) takes no lock', async () => {
  renderHook(() => useEditLock(resource, undefined))
  await flush()
  expect(addEntry).not.toHaveBeenCalled()
})

test('a row another connection holds opens read-only with the holder’s name; once they let go it offers Edit now, which takes it', async () => {
  const holder: LockEntry = { id: 5, lockDate: new Date().toISOString(), editor: 'chief' }
  addEntry.mockResolvedValueOnce(holder)
  const { result } = renderHook(() => useEditLock(resource, 5))
  await flush()
  expect(result.current.lockedBy).toBe('chief')
  expect(result.current.holder).toEqual(holder)
  expect(result.current.free).toBe(false)
  act(() => lockStore.remove('lexiconcategories', 5))
  await flush()
  // Still read-only: the row is not taken unasked.
  expect(result.current.lockedBy).toBe('chief')
  // Their entry stays, so the dialog still names them.
  expect(result.current.holder).toEqual(holder)
  expect(result.current.free).toBe(true)
  expect(addEntry).toHaveBeenCalledTimes(1)

  act(() => result.current.editNow?.())
  expect(result.current.lockedBy).toBe('chief')
  await flush()
  expect(addEntry).toHaveBeenCalledTimes(2)
  expect(result.current.lockedBy).toBeUndefined()
  expect(lockStore.isHeld('lexiconcategories', 5)).toBe(true)
})

test('Edit now after someone else took the row first: still read-only, naming who won', async () => {
  addEntry.mockResolvedValueOnce({ id: 5, lockDate: new Date().toISOString(), editor: 'chief' })
  const { result } = renderHook(() => useEditLock(resource, 5))
  await flush()
  act(() => lockStore.remove('lexiconcategories', 5))
  addEntry.mockResolvedValueOnce({ id: 5, lockDate: new Date().toISOString(), editor: 'emil' })
  act(() => result.current.editNow?.())
  await flush()
  expect(result.current.lockedBy).toBe('emil')
  expect(result.current.lostRace).toBe(true)
  expect(result.current.free).toBe(false)
  expect(lockStore.isHeld('lexiconcategories', 5)).toBe(false)
})

test('warns EDIT_WARNING_MS before the edit time ends, expires at EDIT_LOCK_MS; Keep editing renews both', async () => {
  const { result } = renderHook(() => useEditLock(resource, 5))
  await flush()
  act(() => vi.advanceTimersByTime(EDIT_LOCK_MS - EDIT_WARNING_MS - 1))
  expect(result.current.warning).toBe(false)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current.warning).toBe(true)

  act(() => result.current.keepEditing())
  expect(result.current.warning).toBe(false)
  expect(addEntry).toHaveBeenCalledTimes(2)
  act(() => vi.advanceTimersByTime(EDIT_LOCK_MS - 1))
  expect(result.current.expired).toBe(false)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current.expired).toBe(true)
})

test('offline: editing goes on and the row is marked held, to be taken when the channel is back', async () => {
  addEntry.mockRejectedValueOnce(new Error('Live channel is not connected'))
  const { result } = renderHook(() => useEditLock(resource, 7))
  await flush()
  expect(result.current.lockedBy).toBeUndefined()
  expect(lockStore.heldEntries()).toEqual([{ group: 'lexiconcategories', id: 7 }])
})

test('a dialog closed before the AddEntry answer still releases the lock it was granted', async () => {
  let grant: (value: null) => void = () => {}
  addEntry.mockReturnValueOnce(new Promise<null>((resolve) => (grant = resolve)))
  const { unmount } = renderHook(() => useEditLock(resource, 8))
  unmount()
  expect(removeEntry).not.toHaveBeenCalled()
  await act(async () => grant(null))
  expect(removeEntry).toHaveBeenCalledWith('lexiconcategories', 8)
})

test('the lock counts as held throughout only when the hub confirmed it and no outage or Edit now came since', async () => {
  const held = renderHook(() => useEditLock(resource, 9))
  expect(held.result.current.heldThroughout()).toBe(false)
  await flush()
  expect(held.result.current.heldThroughout()).toBe(true)
  // The connection dropped: the server let go meanwhile, so someone may have saved.
  lockStore.interrupt()
  expect(held.result.current.heldThroughout()).toBe(false)
  held.unmount()

  addEntry.mockRejectedValueOnce(new Error('Live channel is not connected'))
  const offline = renderHook(() => useEditLock(resource, 10))
  await flush()
  expect(offline.result.current.heldThroughout()).toBe(false)
  offline.unmount()

  addEntry.mockResolvedValueOnce({ id: 11, lockDate: new Date().toISOString(), editor: 'chief' })
  const taken = renderHook(() => useEditLock(resource, 11))
  await flush()
  act(() => lockStore.remove('lexiconcategories', 11))
  act(() => taken.result.current.editNow?.())
  await flush()
  expect(taken.result.current.lockedBy).toBeUndefined()
  expect(taken.result.current.heldThroughout()).toBe(false)
})

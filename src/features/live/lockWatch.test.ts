import { renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import type { LiveResource } from './liveResource'
import { lockStore } from './lockStore'
import { lockWatches, useFreedRows } from './lockWatch'

const resource = { name: 'lexicon' } as LiveResource
const lock = (id: number) => ({ id, lockDate: new Date().toISOString(), editor: 'chief' })

afterEach(() => {
  lockStore.clearAll()
  lockWatches.clearGroup('lexicon')
})

test('a watched row is told once when its lock goes; an unwatched one never', () => {
  lockStore.add('lexicon', lock(3))
  lockStore.add('lexicon', lock(4))
  const onFree = vi.fn()
  renderHook(() => useFreedRows(resource, onFree))
  lockWatches.watch('lexicon', 3)
  lockStore.add('lexicon', lock(3)) // renewed: still locked
  expect(onFree).not.toHaveBeenCalled()
  lockStore.remove('lexicon', 4)
  expect(onFree).not.toHaveBeenCalled()
  lockStore.remove('lexicon', 3)
  expect(onFree).toHaveBeenCalledExactlyOnceWith(3)
  expect(lockWatches.has('lexicon', 3)).toBe(false)
})

test('leaving the list keeps the watching: the row is still told once its lock goes', () => {
  lockStore.add('lexicon', lock(5))
  const elsewhere = vi.fn()
  const stop = lockWatches.onFreed(elsewhere)
  const onFree = vi.fn()
  const { unmount } = renderHook(() => useFreedRows(resource, onFree))
  lockWatches.watch('lexicon', 5, resource)
  unmount()
  expect(lockWatches.has('lexicon', 5)).toBe(true)
  expect([...lockWatches.groups().keys()]).toEqual(['lexicon'])
  lockStore.remove('lexicon', 5)
  expect(onFree).not.toHaveBeenCalled()
  expect(elsewhere).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ group: 'lexicon', id: 5 }))
  expect(lockWatches.groups().size).toBe(0)
  stop()
})

test('a new callback does not end the watching', () => {
  lockStore.add('lexicon', lock(6))
  const first = vi.fn()
  const latest = vi.fn()
  const { rerender } = renderHook(({ onFree }) => useFreedRows(resource, onFree), { initialProps: { onFree: first } })
  lockWatches.watch('lexicon', 6)
  rerender({ onFree: latest })
  lockStore.remove('lexicon', 6)
  expect(first).not.toHaveBeenCalled()
  expect(latest).toHaveBeenCalledExactlyOnceWith(6)
})

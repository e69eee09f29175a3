import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { lockStore } from '@/features/live/lockStore'
import { lockWatches } from '@/features/live/lockWatch'
import { itemsResource } from '@/test/support/itemsResource'
import { toaster } from '@/ui/toaster'
import { useLockNotices } from './useLockNotices'

const resource = itemsResource()
const lock = { id: 3, lockDate: new Date().toISOString(), editor: 'emil' }

function hideTab(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => {
  hideTab(false)
  lockStore.clearAll()
  for (const t of toaster.snapshot()) toaster.dismiss(t.id)
})

test('a watched row that frees gets a toast with Edit; a hidden tab says it in its title until it is looked at', () => {
  document.title = 'Items · Console'
  const editRow = vi.fn()
  renderHook(() => useLockNotices(resource, editRow))
  lockStore.add(resource.name, lock)
  lockWatches.watch(resource.name, 3)
  hideTab(true)
  act(() => lockStore.remove(resource.name, 3))

  const [toast] = toaster.snapshot()
  expect(toast?.title).toBe('Item 3 is free to edit')
  expect(document.title).toBe('Item 3 is free to edit · Items · Console')
  toast?.action?.onClick()
  expect(editRow).toHaveBeenCalledWith(3, expect.any(HTMLElement))

  hideTab(false)
  expect(document.title).toBe('Items · Console')
})

test('a visible tab keeps its title; an unwatched row makes no toast', () => {
  document.title = 'Items · Console'
  renderHook(() => useLockNotices(resource, vi.fn()))
  lockStore.add(resource.name, lock)
  act(() => lockStore.remove(resource.name, 3))
  expect(toaster.snapshot()).toEqual([])
  lockStore.add(resource.name, lock)
  lockWatches.watch(resource.name, 3)
  act(() => lockStore.remove(resource.name, 3))
  expect(toaster.snapshot()).toHaveLength(1)
  expect(document.title).toBe('Items · Console')
})

import { createElement, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { queryKeys } from '@/api/queryKeys'
import { afterEach, expect, test, vi } from 'vitest'
import { lockStore } from '@/features/live/lockStore'
import { lockWatches } from '@/features/live/lockWatch'
import { itemsResource } from '@/test/support/itemsResource'
import { toaster } from '@/ui/toaster'
import { useLockNotices } from './useLockNotices'

const resource = itemsResource()
const lock = { id: 3, lockDate: new Date().toISOString(), editor: 'emil' }

/** A query cache holding the list page the freed row is on, with its title; none when `cached` is false. */
function withCache(cached = true) {
  const queryClient = new QueryClient()
  const list = queryKeys.list(resource.name, { skip: 0, take: 7 })
  if (cached) queryClient.setQueryData(list, { values: [{ id: 3, name: '  Zucker\n<b>fein</b>  ' }], total: 1 })
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children)
}

function hideTab(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => {
  hideTab(false)
  lockStore.clearAll()
  for (const t of toaster.snapshot()) toaster.dismiss(t.id)
})

test('a watched row that frees gets a toast with Edit, named by its title; a hidden tab says it in its title until it is looked at', () => {
  document.title = 'Items · Console'
  const editRow = vi.fn()
  renderHook(() => useLockNotices(resource, editRow), { wrapper: withCache() })
  lockStore.add(resource.name, lock)
  lockWatches.watch(resource.name, 3)
  hideTab(true)
  act(() => lockStore.remove(resource.name, 3))

  const [toast] = toaster.snapshot()
  // Plain text: one line, trimmed; markup is shown as written.
  expect(toast?.title).toBe('Zucker <b>fein</b> is free to edit')
  expect(document.title).toBe('Zucker <b>fein</b> is free to edit · Items · Console')
  toast?.action?.onClick()
  expect(editRow).toHaveBeenCalledWith(3, expect.any(HTMLElement))

  hideTab(false)
  expect(document.title).toBe('Items · Console')
})

test('a visible tab keeps its title; an unwatched row makes no toast', () => {
  document.title = 'Items · Console'
  renderHook(() => useLockNotices(resource, vi.fn()), { wrapper: withCache(false) })
  lockStore.add(resource.name, lock)
  act(() => lockStore.remove(resource.name, 3))
  expect(toaster.snapshot()).toEqual([])
  lockStore.add(resource.name, lock)
  lockWatches.watch(resource.name, 3)
  act(() => lockStore.remove(resource.name, 3))
  // A row the cache does not hold is named by its id.
  expect(toaster.snapshot().map((t) => t.title)).toEqual(['Item 3 is free to edit'])
  expect(document.title).toBe('Items · Console')
})

// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { queryKeys, type ListParams } from '@/api/queryKeys'
import { current, hasGap, membership, type ListPage } from './cachedLists'
import type { LiveResource } from './liveResource'
import { SliceCache } from './sliceCache'

const notes = { name: 'notes', parent: { key: 'bookId' } } as unknown as LiveResource

function cacheWith(pages: [ListParams, ListPage][]): SliceCache {
  const client = new QueryClient()
  for (const [params, page] of pages) client.setQueryData([...queryKeys.lists('notes'), params], page)
  return new SliceCache(client)
}

test('pages of the same parent, filter and search are one list; searched lists are left out', () => {
  const base = { skip: 0, take: 2, parentId: 1 } as ListParams
  const cache = cacheWith([
    [base, { values: [{ id: 1 }, { id: 2 }], total: 3 }],
    [
      { ...base, skip: 2 },
      { values: [], total: 3 },
    ],
    [
      { ...base, search: 'x' },
      { values: [], total: 0 },
    ],
  ])
  const lists = current(cache, notes)
  expect(lists).toHaveLength(1)
  expect(lists[0]?.pages).toHaveLength(2)
  // The second page should hold the third record: a reaction missed it.
  expect(lists.some(hasGap)).toBe(true)
})

test('a record belongs to a list by its parent and filters; an unknown filter property is unknown', () => {
  const list = { params: { skip: 0, take: 7, parentId: 1, filter: { state: '1' } } as ListParams, pages: [] }
  expect(membership(notes, list, { id: 1, bookId: 1, state: 1 })).toBe('yes')
  expect(membership(notes, list, { id: 1, bookId: 2, state: 1 })).toBe('no')
  expect(membership(notes, list, { id: 1, bookId: 1 })).toBe('unknown')
})

import { afterEach, expect, test, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import type { Page } from '@/api/crud'
import { queryKeys } from '@/api/queryKeys'
import { LIVE_FADE_MS } from '@/config'
import { fadingRowStore } from '@/features/live/fadingRows'
import { fakeBackend, numberedRows, serveItems, namedItem } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { listTestServer } from '@/test/support/listTestServer'
import { liveState, resetLive } from '@/test/support/liveStub'
import { renderList } from '@/test/support/renderList'
import type { BaseRecord } from '../types'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
// These tests are about the table under live events, with the CSS fade; framer-motion's rows have their own test
// (live/rowMotion.test.tsx). Loaded here under the fade tests' fake timers, it left a later test's lazy lock popover
// unresolved in jsdom; in Chromium the lock is a button with motion loaded (e2e/live.e2e.ts).
vi.mock('@/features/live/rowMotion', () => ({ useRowMotion: () => undefined, loadRowMotion: () => {} }))

vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

afterEach(() => {
  vi.useRealTimers()
  resetLive()
})

const rowOf = (name: string) => screen.getByText(name, { ignore: '[aria-hidden] *' }).closest('tr')!

/** A list of ten items showing its first page (Item 10 … Item 4), with that page's cache key and data. */
async function showTenItems() {
  serveItems(server, 10)
  const { queryClient } = renderList(itemsResource())
  await screen.findByText('Item 10')
  const key = queryKeys.list('items', { skip: 0, take: 7 })
  return { queryClient, key, page: queryClient.getQueryData<Page<BaseRecord>>(key)! }
}

test('while the rows load, assistive tech finds no table: the one it finds holds the rows (the loaded table replaces the skeleton’s)', async () => {
  let answer!: () => void
  const rowsMayCome = new Promise<void>((resolve) => (answer = resolve))
  // Holds the list's GET back, then lets the fake backend answer it.
  server.use(
    http.get('*/api/v1/items', async () => {
      await rowsMayCome
    }),
    ...fakeBackend('/items', numberedRows(3, namedItem)).handlers,
  )
  const { container } = renderList(itemsResource())
  await vi.waitFor(() => expect(container.querySelector('[data-skeleton]')).not.toBeNull())
  expect(screen.queryByRole('grid')).toBeNull()
  answer()
  const table = await screen.findByRole('grid')
  expect(within(table).getByText('Item 3')).toBeTruthy()
})

test('a row another user deleted live fades where it was, without actions and hidden from assistive tech, then goes', async () => {
  const { queryClient, key, page } = await showTenItems()

  // What the live patcher does for ItemDeleted of 9: the page loses it and backfills at once, and the row fades.
  const removed = page.values.find((r) => r.id === 9)!
  act(() => {
    queryClient.setQueryData<Page<BaseRecord>>(key, {
      values: [...page.values.filter((r) => r.id !== 9), { id: 3, name: 'Item 3' }],
      total: 9,
    })
  })
  await screen.findByText('Item 3')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  act(() => fadingRowStore.fade('items', [{ record: removed, after: 10, before: 8 }]))

  const ghost = screen.getByText('Item 9').closest('tr')!
  expect(ghost.hasAttribute('data-removed')).toBe(true)
  expect(ghost.getAttribute('aria-hidden')).toBe('true')
  expect(within(ghost).queryAllByRole('button', { hidden: true })).toHaveLength(0)
  // Where it was: between 10 and 8; and no longer one of the live rows.
  expect(ghost.previousElementSibling).toBe(rowOf('Item 10'))
  expect(ghost.nextElementSibling).toBe(rowOf('Item 8'))
  expect(screen.getAllByRole('row')).toHaveLength(1 + 7)
  expect(screen.queryByRole('button', { name: 'Edit Item 9' })).toBeNull()
  screen.getByText(/9 entries/)

  act(() => vi.advanceTimersByTime(LIVE_FADE_MS - 50))
  expect(screen.queryByText('Item 9')).not.toBeNull()
  act(() => vi.advanceTimersByTime(50))
  expect(screen.queryByText('Item 9')).toBeNull()
  expect(screen.getAllByRole('row')).toHaveLength(1 + 7)
})

test('a fade that reaches the table before the page without the row does not show the row twice', async () => {
  const { queryClient, key, page } = await showTenItems()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })

  act(() => fadingRowStore.fade('items', [{ record: page.values[1]!, after: 10, before: 8 }]))
  expect(screen.getAllByText('Item 9')).toHaveLength(1)
  expect(rowOf('Item 9').hasAttribute('data-removed')).toBe(false)

  await act(async () => {
    queryClient.setQueryData<Page<BaseRecord>>(key, { values: page.values.filter((r) => r.id !== 9), total: 9 })
    await vi.advanceTimersByTimeAsync(0) // TanStack Query notifies on a timeout
  })
  screen.getByText(/9 entries/)
  expect(screen.getAllByText('Item 9')).toHaveLength(1)
  expect(screen.getByText('Item 9').closest('tr')!.hasAttribute('data-removed')).toBe(true)
})

test('a locked row shows the editor’s name as text beside the lock; touch and keyboard reach the full name', async () => {
  const editor = 'maximilian.featherstonehaugh-lindqvist'
  liveState.rowLocks.set('9', { id: 9, editor, lockDate: new Date().toISOString() })
  await showTenItems()
  const row = rowOf('Item 9')
  expect(within(row).queryByRole('button', { name: 'Edit Item 9' })).toBeNull()
  // Visible text, not only a label or a title.
  expect(within(row).getByText(editor).closest('[aria-hidden]')).toBeNull()
  const lock = await within(row).findByRole('button', {
    name: new RegExp(`^Item 9: locked by ${editor}, \\d min left$`),
  })

  lock.focus()
  await userEvent.keyboard('{Enter}')
  expect((await screen.findByRole('dialog')).textContent).toContain(`Item 9: locked by ${editor}`)
})

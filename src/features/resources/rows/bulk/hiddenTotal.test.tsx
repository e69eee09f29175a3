import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { pendingDeletes } from '@/features/resources/rows/pendingDeletes'
import { serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { listTestServer } from '@/test/support/listTestServer'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()
const pagerCount = () => screen.getByRole('navigation', { name: 'Pagination' }).querySelector('p')?.textContent
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/^Item \d+$/)?.textContent)
    .filter(Boolean)

/** Chooses the page, then (with `all`) every record of the list. */
async function choose({ all }: { all: boolean }) {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }))
  if (!all) return
  await userEvent.click(screen.getByRole('button', { name: 'Select all 20' }))
  await waitFor(() => expect(screen.getByRole('region', { name: 'Selection' }).textContent).toMatch(/^20 selected/))
}

/** The bulk delete's wait for its Undo, as it hides the chosen rows (runBulkDelete's pendingDeletes.schedule). */
function hideWhileUndo(ids: number[]) {
  let undo = () => false
  act(() => {
    undo = pendingDeletes.schedule({
      resource: itemsResource(),
      ids,
      queryClient: new QueryClient(),
      release: () => {},
      send: () => Promise.resolve(),
    })
  })
  return () => act(() => void undo())
}

describe('the total while a bulk delete waits for its Undo', () => {
  test('“Select all 20”: the list says no entries and counts none, never “No entries” beside 13', async () => {
    serveItems(server, 20)
    renderList(itemsResource())
    await screen.findByText('Item 20')
    await choose({ all: true })
    const unhide = hideWhileUndo(Array.from({ length: 20 }, (_, i) => i + 1))

    await screen.findByText('No entries')
    expect(pagerCount()).toBe('of 1 · 0 entries')
    unhide()
    await screen.findByText('Item 20')
    expect(pagerCount()).toBe('of 3 · 20 entries')
  })

  test('a whole page: the page shows the rows that follow, and the total counts them', async () => {
    serveItems(server, 20)
    renderList(itemsResource())
    await screen.findByText('Item 20')
    await choose({ all: false })
    const unhide = hideWhileUndo([20, 19, 18, 17, 16, 15, 14])

    await waitFor(() =>
      expect(rowNames()).toEqual(['Item 13', 'Item 12', 'Item 11', 'Item 10', 'Item 9', 'Item 8', 'Item 7']),
    )
    expect(screen.queryByText('No entries')).toBeNull()
    expect(pagerCount()).toBe('of 2 · 13 entries')
    unhide()
    await waitFor(() => expect(rowNames()[0]).toBe('Item 20'))
    expect(pagerCount()).toBe('of 3 · 20 entries')
  })
})

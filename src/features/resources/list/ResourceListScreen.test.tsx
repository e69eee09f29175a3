import { describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EDIT_LOCK_MS } from '@/config'
import { serveItems, namedItem } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { liveState } from '@/test/support/liveStub'
import { listTestServer } from '@/test/support/listTestServer'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
// A confirmed delete waits UNDO_MS for an Undo before its DELETE goes; here that wait (5 s) is not what is tested.
vi.mock('@/config', async (importOriginal) => ({ ...(await importOriginal<object>()), UNDO_MS: 50 }))

// A dialog test types and waits through the dialog and the router; two shared cores make that slow.
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

const pageButtons = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => Number(b.textContent))

describe('generic list', () => {
  test('shows the first page newest first, with skip 0 and take = page size', async () => {
    const backend = serveItems(server, 30)
    renderList(itemsResource())
    await screen.findByText('Item 30')
    expect(screen.getAllByRole('row')).toHaveLength(1 + 7)
    const first = backend.listCalls()[0]!.url.searchParams
    expect([first.get('skip'), first.get('take')]).toEqual(['0', '7'])
    screen.getByText(/30 entries/)
  })

  test('page buttons: 7 at the start, centred in the middle, the last 7 at the end; skip follows the page', async () => {
    const backend = serveItems(server, 140) // 20 pages of 7
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 140')
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 6, 7])

    await userEvent.clear(screen.getByLabelText('Page number'))
    await userEvent.type(screen.getByLabelText('Page number'), '10{Enter}')
    await screen.findByText('Item 77') // 140 − 9×7
    expect(pageButtons()).toEqual([7, 8, 9, 10, 11, 12, 13])
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page')
    expect(router.state.location.search).toMatchObject({ page: 10 })
    expect(backend.listCalls().some((c) => c.url.searchParams.get('skip') === '63')).toBe(true)

    await userEvent.click(screen.getByRole('button', { name: 'Page 13' }))
    await userEvent.type(screen.getByLabelText('Page number'), '{selectall}999{Enter}')
    await screen.findByText('Item 1')
    expect(pageButtons()).toEqual([14, 15, 16, 17, 18, 19, 20])
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true)
  })

  test('the next page is prefetched: going there makes no request', async () => {
    const backend = serveItems(server, 20)
    renderList(itemsResource())
    await screen.findByText('Item 20')
    await waitFor(() => expect(backend.listCalls().map((c) => c.url.searchParams.get('skip'))).toContain('7'))
    const before = backend.listCalls().length
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await screen.findByText('Item 13')
    // Page 3 is prefetched in turn; page 2 itself came from the cache.
    const after = backend
      .listCalls()
      .slice(before)
      .map((c) => c.url.searchParams.get('skip'))
    expect(after).not.toContain('7')
  })

  test('after a search the next page is prefetched only if the search’s own total has one', async () => {
    const backend = serveItems(server, 30)
    renderList(itemsResource())
    await screen.findByText('Item 30')
    await waitFor(() => expect(backend.listCalls().map((c) => c.url.searchParams.get('skip'))).toContain('7'))
    await userEvent.type(screen.getByLabelText('Search'), 'Item 3{Enter}')
    await screen.findByText(/2 entries/)
    await new Promise((done) => setTimeout(done, 300))
    const searched = backend.listCalls().filter((c) => c.url.searchParams.get('search') === 'Item 3')
    expect(searched.map((c) => c.url.searchParams.get('skip'))).toEqual(['0'])
  })

  test('a search started on page 3 is a new history entry: one Back returns to page 3 (see docs/decisions.md, "Paging, search and order")', async () => {
    serveItems(server, 30)
    const { router } = renderList(itemsResource(), '/list?page=3')
    await screen.findByText('Item 16')
    await userEvent.type(screen.getByLabelText('Search'), 'It')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'It' }))
    await userEvent.type(screen.getByLabelText('Search'), 'em 2{Enter}')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'Item 2' }))
    router.history.back()
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }))
    await screen.findByText('Item 16')
  })

  test('a page button under the pointer warms its page before the click (intent preloading)', async () => {
    const backend = serveItems(server, 70) // 10 pages of 7
    renderList(itemsResource())
    await screen.findByText('Item 70')
    const skips = () => backend.listCalls().map((c) => c.url.searchParams.get('skip'))
    expect(skips()).not.toContain('28')
    await userEvent.hover(screen.getByRole('button', { name: 'Page 5' }))
    await waitFor(() => expect(skips()).toContain('28'))
    const before = backend.listCalls().length
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }))
    await screen.findByText('Item 42')
    expect(
      backend
        .listCalls()
        .slice(before)
        .map((c) => c.url.searchParams.get('skip')),
    ).not.toContain('28')
  })

  test('Undeletable rows have a pencil but no cross', async () => {
    serveItems(server, 3, (n) => ({ ...namedItem(n), Undeletable: n === 2 }))
    renderList(itemsResource())
    await screen.findByText('Item 2')
    screen.getByRole('button', { name: 'Edit Item 2' })
    expect(screen.queryByRole('button', { name: 'Delete Item 2' })).toBeNull()
    screen.getByRole('button', { name: 'Delete Item 3' })
  })

  test('a row locked by another editor shows their display name, the minutes left and an eye instead of pencil and cross', async () => {
    serveItems(server, 3)
    const lockDate = new Date(Date.now() - 61000).toISOString()
    liveState.rowLocks.set('2', { id: 2, editor: 'emil', editorName: 'Emil Editor', lockDate })
    renderList(itemsResource())
    await screen.findByText('Item 2')
    const minutes = Math.ceil(EDIT_LOCK_MS / 60000) - 1
    const badge = await screen.findByRole('button', { name: `Item 2: locked by Emil Editor, ${minutes} min left` })
    expect(badge.textContent).toBe(`Emil Editor ${minutes} min`)
    screen.getByRole('button', { name: 'View Item 2' })
    expect(screen.queryByRole('button', { name: 'Edit Item 2' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete Item 2' })).toBeNull()
    screen.getByRole('button', { name: 'Edit Item 3' })
  })

  test('a read-only list has no add button, pencil or cross', async () => {
    serveItems(server, 3)
    renderList(itemsResource({ readOnly: true }))
    await screen.findByText('Item 3')
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull()
  })

  test('an empty list says No entries', async () => {
    serveItems(server, 0)
    renderList(itemsResource())
    await screen.findByText('No entries')
  })

  test('a failed load shows the Error dialog with the backend text and an inline retry', async () => {
    const backend = serveItems(server, 3)
    backend.failLists(500)
    renderList(itemsResource())
    const dialog = await screen.findByRole('alertdialog')
    within(dialog).getByText('Error')
    within(dialog).getByText('undefined error in backend (500)')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }))
    backend.failLists(undefined)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText('Item 3')
  })

  test('search is debounced, sent to the server and starts at page 1', async () => {
    const backend = serveItems(server, 30)
    const { router } = renderList(itemsResource(), '/list?page=2')
    await screen.findByText('Item 23')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Item 1')
    await waitFor(() => expect(screen.queryByText('Item 23')).toBeNull(), { timeout: 3000 })
    screen.getByText('Item 19')
    screen.getByText(/11 entries/)
    expect(router.state.location.search).toEqual({ search: 'Item 1' })
    const searches = backend
      .listCalls()
      .map((c) => c.url.searchParams.get('search'))
      .filter(Boolean)
    // Requests only for the whole term after the pause (page 1, then page 2 prefetched), not one per letter.
    expect(new Set(searches)).toEqual(new Set(['Item 1']))
  })

  test('delete asks first; deleting the last row of the last page moves to the previous page', async () => {
    const backend = serveItems(server, 8)
    const { router } = renderList(itemsResource(), '/list?page=2')
    await screen.findByText('Item 1')
    await userEvent.click(screen.getByRole('button', { name: 'Delete Item 1' }))
    const confirm = await screen.findByRole('alertdialog')
    within(confirm).getByText('Do you really want to delete this item?')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(backend.writes().map((w) => w.method)).toEqual(['DELETE']))
    await screen.findByText('Item 8')
    expect(router.state.location.search).toEqual({})
  })
})

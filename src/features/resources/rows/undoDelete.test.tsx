import { afterEach, describe, expect, test, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { liveState } from '@/test/support/liveStub'
import { listTestServer } from '@/test/support/listTestServer'
import { toaster, ToastRegion } from '@/ui/Toast'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
// The Undo time, short: the tests wait it out.
vi.mock('@/config', async (importOriginal) => ({ ...(await importOriginal<object>()), UNDO_MS: 400 }))

vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()
afterEach(() => {
  for (const t of toaster.snapshot()) toaster.dismiss(t.id)
})

/** The list with the shell's toasts beside it. */
function renderWithToasts(url = '/list') {
  const toasts = render(<ToastRegion toaster={toaster} label="Toasts" />)
  const view = renderList(itemsResource(), url)
  return { ...view, toasts }
}

async function deleteRow(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Delete ${name}` }))
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete Item' })
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
}

/** The rows' names; `behindDialog` counts rows an open dialog hides from assistive tech. */
const rowNames = ({ behindDialog = false } = {}) =>
  screen
    .getAllByRole('row', { hidden: behindDialog })
    .slice(1)
    .map((row) => within(row).queryByText(/^Item \d+$/)?.textContent)

describe('delete with Undo', () => {
  test('the row leaves at once, the total follows, “Item 2 deleted” offers Undo; the DELETE goes when the time is up', async () => {
    const backend = serveItems(server, 3)
    renderWithToasts()
    await screen.findByText('Item 2')
    await deleteRow('Item 2')

    expect(rowNames()).toEqual(['Item 3', 'Item 1'])
    screen.getByText(/2 entries/)
    const toast = screen.getByRole('status')
    within(toast).getByText('Item 2 deleted')
    within(toast).getByRole('button', { name: 'Undo' })
    // Nothing sent yet, and the row is held for everyone else meanwhile.
    expect(backend.writes()).toEqual([])
    expect([...liveState.heldRows]).toEqual(['2'])
    // The focus went on to the next row's cross.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Item 1' }))

    await waitFor(() =>
      expect(backend.writes().map((w) => `${w.method} ${w.url.pathname}`)).toEqual(['DELETE /api/v1/items/2']),
    )
    await waitFor(() => expect(liveState.heldRows.size).toBe(0))
    await waitFor(() => expect(screen.queryByText('Item 2 deleted')).toBeNull())
    expect(rowNames()).toEqual(['Item 3', 'Item 1'])
  })

  test('Undo puts the row back where it was, lets go of it, and nothing is sent', async () => {
    const backend = serveItems(server, 3)
    renderWithToasts()
    await screen.findByText('Item 2')
    await deleteRow('Item 2')
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Undo' }))

    expect(rowNames()).toEqual(['Item 3', 'Item 2', 'Item 1'])
    screen.getByText(/3 entries/)
    expect(liveState.heldRows.size).toBe(0)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Item 2' })))
    await new Promise((r) => setTimeout(r, 800))
    expect(backend.writes()).toEqual([])
  })

  test('a DELETE that fails brings the row back and shows the Error dialog', async () => {
    serveItems(server, 3)
    server.use(http.delete('*/api/v1/items/:id', () => HttpResponse.json({ message: 'Refused' }, { status: 500 })))
    renderWithToasts()
    await screen.findByText('Item 2')
    await deleteRow('Item 2')
    expect(rowNames()).toEqual(['Item 3', 'Item 1'])

    const error = await screen.findByRole('alertdialog', { name: 'Error' })
    within(error).getByText('undefined error in backend (500)')
    expect(rowNames({ behindDialog: true })).toEqual(['Item 3', 'Item 2', 'Item 1'])
    expect(liveState.heldRows.size).toBe(0)
  })

  test('leaving the list sends a waiting delete at once', async () => {
    const backend = serveItems(server, 3)
    const { unmount } = renderWithToasts()
    await screen.findByText('Item 2')
    await deleteRow('Item 2')
    unmount()
    await waitFor(() => expect(backend.writes().map((w) => w.method)).toEqual(['DELETE']))
  })

  test('deleting the only row of a list leaves the focus on Add', async () => {
    const backend = serveItems(server, 1)
    renderWithToasts()
    await deleteRow('Item 1')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Item' }))
    await screen.findByText('No entries')
    await waitFor(() => expect(backend.writes().map((w) => w.method)).toEqual(['DELETE']))
  })
})

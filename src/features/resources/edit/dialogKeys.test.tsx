import { describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { liveState } from '@/test/support/liveStub'
import { listTestServer } from '@/test/support/listTestServer'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

/** The open edit dialog of record `id`, once its form shows. */
async function editDialog(id: number) {
  const dialog = await screen.findByRole('dialog', { name: `Edit Item (id:${id})` })
  const name = await within(dialog).findByRole('textbox', { name: /Name/ })
  return { dialog, name }
}

/** Opens row `n` (1 = the first) of the page with the keyboard alone. */
async function openRow(n: number) {
  await userEvent.keyboard(`${'j'.repeat(n)}{Enter}`)
}

const puts = (backend: ReturnType<typeof serveItems>) =>
  backend
    .writes()
    .map((w) => [w.method, (w.body as { id: number; name: string }).id, (w.body as { name: string }).name])

describe('the edit dialog by keyboard', () => {
  test('Ctrl+S saves from inside a field, as Save does', async () => {
    const backend = serveItems(server, 10)
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 10')
    await openRow(2)
    const { name } = await editDialog(9)
    await userEvent.type(name, ' saved')
    await userEvent.keyboard('{Control>}s{/Control}')
    await waitFor(() => expect(puts(backend)).toEqual([['PUT', 9, 'Item 9 saved']]))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('edit'))
  })

  test('Alt+↓ saves and opens the next row, Alt+↑ the previous; unchanged, it only goes on', async () => {
    const backend = serveItems(server, 10)
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 10')
    await openRow(2)
    const first = await editDialog(9)
    await userEvent.type(first.name, ' a')
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    const second = await editDialog(8)
    expect(puts(backend)).toEqual([['PUT', 9, 'Item 9 a']])
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await editDialog(7)
    expect(backend.writes()).toHaveLength(1)
    expect(second.dialog.isConnected).toBe(false)
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}')
    await editDialog(8)
    // One history entry for the whole walk: Back closes it onto the list.
    router.history.back()
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('edit'))
    // The focus goes back to the last row opened.
    await waitFor(() => expect((document.activeElement as HTMLElement).textContent).toContain('Item 8'))
  })

  test('past the page’s last row Alt+↓ opens the next page’s first row', async () => {
    serveItems(server, 10)
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 10')
    await openRow(7)
    await editDialog(4)
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await editDialog(3)
    expect(router.state.location.search).toMatchObject({ page: 2, edit: 3 })
  })

  test('an invalid field stops Alt+↓ (nothing sent, the dialog stays); a Save then closes, it does not step', async () => {
    const backend = serveItems(server, 10)
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 10')
    await openRow(2)
    const { dialog, name } = await editDialog(9)
    await userEvent.clear(name)
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await within(dialog).findByText(/required/i)
    expect(backend.writes()).toEqual([])
    await userEvent.type(name, 'Renamed')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('edit'))
    expect(puts(backend)).toEqual([['PUT', 9, 'Renamed']])
  })

  test('a row someone else holds opens read-only on the way, and Alt+↓ goes on past it without saving', async () => {
    const backend = serveItems(server, 10)
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 10')
    await openRow(2)
    await editDialog(9)
    liveState.editLock = { ...liveState.editLock, lockedBy: 'anna' }
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    const { dialog } = await editDialog(8)
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull()
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ edit: 7 }))
    expect(backend.writes()).toEqual([])
  })
})

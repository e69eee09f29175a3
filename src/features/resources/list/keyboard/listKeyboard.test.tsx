import { describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { liveState } from '@/test/support/liveStub'
import { listTestServer } from '@/test/support/listTestServer'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.mock('@/config', async (importOriginal) => ({ ...(await importOriginal<object>()), UNDO_MS: 50 }))
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

const grid = () => screen.getByRole('grid', { name: 'Items' })
const rowOf = (name: string) => within(grid()).getByText(name).closest('tr') as HTMLElement
const focusedRowText = () => (document.activeElement as HTMLElement | null)?.closest('tr')?.textContent ?? ''
/** The rows the Tab key stops at: one, the roving tab stop. */
const tabStops = () =>
  within(grid())
    .getAllByRole('row')
    .filter((r) => r.tabIndex === 0)

describe('a list by keyboard: the row cursor', () => {
  test('the first j lands on the first row; j, k and the arrows move the focus; one row is the tab stop', async () => {
    serveItems(server, 10)
    renderList(itemsResource())
    await screen.findByText('Item 10')
    expect(tabStops()).toEqual([rowOf('Item 10')])
    expect(document.activeElement).toBe(document.body)

    await userEvent.keyboard('j')
    expect(document.activeElement).toBe(rowOf('Item 10'))
    await userEvent.keyboard('j{ArrowDown}')
    expect(focusedRowText()).toContain('Item 8')
    await userEvent.keyboard('k')
    expect(document.activeElement).toBe(rowOf('Item 9'))
    expect(tabStops()).toEqual([rowOf('Item 9')])
    expect(rowOf('Item 9').hasAttribute('data-cursor')).toBe(true)
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(rowOf('Item 4'))
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(rowOf('Item 10'))
  })

  test('past the page’s last row j goes on to the next page’s first row, and k back to the last', async () => {
    serveItems(server, 10)
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 10')
    await userEvent.keyboard('j{End}j')
    await waitFor(() => expect(document.activeElement).toBe(rowOf('Item 3')))
    expect(router.state.location.search).toMatchObject({ page: 2 })
    await userEvent.keyboard('k')
    await waitFor(() => expect(document.activeElement).toBe(rowOf('Item 4')))
    expect(router.state.location.search).not.toHaveProperty('page')
  })

  test('a row reached by Tab, or a control in it, becomes the cursor', async () => {
    serveItems(server, 10)
    renderList(itemsResource())
    await screen.findByText('Item 10')
    within(rowOf('Item 7'))
      .getByRole('button', { name: /^Edit / })
      .focus()
    await waitFor(() => expect(tabStops()).toEqual([rowOf('Item 7')]))
    await userEvent.keyboard('j')
    expect(document.activeElement).toBe(rowOf('Item 6'))
  })

  test('Enter opens the row’s edit dialog, and its close gives the focus back to the row', async () => {
    serveItems(server, 10)
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 10')
    await userEvent.keyboard('jj{Enter}')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ edit: 9 }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item (id:9)' })
    await within(dialog).findByRole('textbox', { name: /Name/ })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(document.activeElement).toBe(rowOf('Item 9')))
  })

  test('x selects the row, Shift+x the rows from the last one selected; Delete asks for the row', async () => {
    serveItems(server, 10)
    renderList(itemsResource())
    await screen.findByText('Item 10')
    await userEvent.keyboard('jx')
    const check = (name: string) => within(rowOf(name)).getByRole('checkbox') as HTMLInputElement
    expect(check('Item 10').checked).toBe(true)
    expect(rowOf('Item 10').getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('jjj{Shift>}x{/Shift}')
    expect(['Item 10', 'Item 9', 'Item 8', 'Item 7'].map((n) => check(n).checked)).toEqual([true, true, true, true])
    expect(check('Item 6').checked).toBe(false)
    await userEvent.keyboard('x')
    expect(check('Item 7').checked).toBe(false)

    await userEvent.keyboard('{Delete}')
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm.textContent).toContain('Item 7')
  })

  test('v opens a row someone else holds, read-only; on a free row it does nothing', async () => {
    serveItems(server, 10)
    liveState.rowLocks.set('9', { id: 9, lockDate: new Date().toISOString(), editor: 'anna' })
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 10')
    await userEvent.keyboard('jv')
    expect(router.state.location.search).not.toHaveProperty('edit')
    await userEvent.keyboard('jv')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ edit: 9 }))
  })

  test('n adds, / goes to the search, ? shows every shortcut', async () => {
    serveItems(server, 10)
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 10')
    await userEvent.keyboard('/')
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }))
    ;(document.activeElement as HTMLElement).blur()
    await userEvent.keyboard('?')
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    for (const what of ['Next row', 'Open the row to edit it', 'Add a record', 'Save, then open the next row'])
      within(help).getByText(new RegExp(`^${what}`))
    await userEvent.click(within(help).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    ;(document.activeElement as HTMLElement).blur()
    await userEvent.keyboard('n')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ edit: 'new' }))
  })

  test('no shortcut fires while typing in the search box: the letters are typed', async () => {
    serveItems(server, 10)
    const { router } = renderList(itemsResource())
    await screen.findByText('Item 10')
    const box = screen.getByRole('searchbox', { name: 'Search' })
    await userEvent.click(box)
    await userEvent.keyboard('jkxnv/?{ArrowDown}')
    expect((box as HTMLInputElement).value).toBe('jkxnv/?')
    expect(document.activeElement).toBe(box)
    expect(tabStops()).toEqual([rowOf('Item 10')])
    expect(rowOf('Item 10').hasAttribute('data-cursor')).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(router.state.location.search).not.toHaveProperty('edit')
    expect(
      within(grid())
        .getAllByRole('checkbox')
        .some((c) => (c as HTMLInputElement).checked),
    ).toBe(false)
  })
})

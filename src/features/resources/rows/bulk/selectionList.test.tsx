import { describe, expect, test, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fadingRowStore } from '@/features/live/fadingRows'
import { activateLocale } from '@/i18n/i18n'
import { serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { listTestServer } from '@/test/support/listTestServer'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()
const check = (n: number) => screen.getByRole('checkbox', { name: `Select Item ${n}` })
const chosen = () => screen.queryByRole('region', { name: 'Selection' })?.querySelector('[role=status]')?.textContent

describe('selecting rows', () => {
  test('by keyboard, across pages, then all records of the list; a new search clears it', async () => {
    serveItems(server, 30)
    renderList(itemsResource())
    await screen.findByText('Item 30')
    check(30).focus()
    await userEvent.keyboard(' ')
    expect(chosen()).toBe('1 selected')

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    await screen.findByText('Item 23')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    expect(chosen()).toBe('8 selected')
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }))
    await screen.findByText('Item 30')
    expect((check(30) as HTMLInputElement).checked).toBe(true)

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    await userEvent.click(screen.getByRole('button', { name: 'Select all 30' }))
    await waitFor(() => expect(chosen()).toBe('30 selected'))

    // A row deleted by someone else leaves the selection.
    act(() => fadingRowStore.fade('items', [{ record: { id: 29, name: 'Item 29' }, after: 30, before: 28 }]))
    await waitFor(() => expect(chosen()).toBe('29 selected'))

    await userEvent.type(screen.getByLabelText('Search'), 'Item 2{Enter}')
    await waitFor(() => expect(chosen()).toBeUndefined())
  })

  test('a check goes with each delete cross: a read-only list has neither, nor a bulk bar', async () => {
    serveItems(server, 3)
    const { unmount } = renderList(itemsResource())
    await screen.findByText('Item 3')
    const crosses = screen.getAllByRole('button', { name: /^Delete Item \d+$/ })
    expect(crosses).toHaveLength(3)
    expect(screen.getAllByRole('checkbox', { name: /^Select Item \d+$/ })).toHaveLength(crosses.length)
    unmount()

    renderList(itemsResource({ readOnly: true }))
    await screen.findByText('Item 3')
    expect(screen.queryAllByRole('button', { name: /^Delete Item \d+$/ })).toEqual([])
    expect(screen.queryAllByRole('checkbox')).toEqual([])
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull()
  })

  test('a German user hears each row check named in German', async () => {
    serveItems(server, 3)
    await activateLocale('de')
    try {
      renderList(itemsResource())
      await screen.findByRole('checkbox', { name: 'Item 3 auswählen' })
    } finally {
      await activateLocale('en')
    }
  })
})

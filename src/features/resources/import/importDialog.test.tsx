import { describe, expect, test, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notedItem, serveItems } from '@/test/support/fakeBackend'
import { noticeStore } from '@/features/live/notices'
import { liveState } from '@/test/support/liveStub'
import { renderList } from '@/test/support/renderList'
import { manyRowsServer, notedItems, renderListWithToasts } from '@/test/support/manyRows'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const server = manyRowsServer()

const resource = notedItems({
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'name', header: 'Name' },
  ],
})

/** Opens the list's import and gives it a file; resolves with the dialog once its preview shows. */
async function importFile(text: string) {
  renderListWithToasts(resource)
  await screen.findByText('Item 1')
  await userEvent.click(screen.getByRole('button', { name: 'Import' }))
  const dialog = await screen.findByRole('dialog', { name: 'Import into Items' })
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')
  await userEvent.upload(input!, new File([text], 'items.csv', { type: 'text/csv' }))
  await within(dialog).findByText(/^To add:/)
  return dialog
}

describe('import', () => {
  test('adds, updates only what changed, names the bad line; Undo deletes the added and restores the updated', async () => {
    const backend = serveItems(server, 5, notedItem, { versions: true })
    const dialog = await importFile('Id,Name,Note\r\n1,Item 1,new note\r\n2,Item 2,kept 2\r\n,Fresh,\r\n,,x\r\n')
    expect(within(dialog).getByText('To add: 1')).toBeDefined()
    expect(within(dialog).getByText('To update: 1')).toBeDefined()
    expect(within(dialog).getByText('Unchanged: 1')).toBeDefined()
    expect(within(dialog).getByText('With errors: 1')).toBeDefined()
    expect(within(dialog).getByRole('row', { name: /5 Name This field is required/ })).toBeDefined()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import the valid rows (2 records)' }))

    await screen.findByText('1 added, 1 updated, 0 skipped')
    // The bell keeps the summary after its toast has gone.
    expect(noticeStore.all().map((n) => n.text)).toContain('1 added, 1 updated, 0 skipped')
    expect(backend.row(1)).toMatchObject({ name: 'Item 1', note: 'new note' })
    expect(backend.row(6)).toMatchObject({ name: 'Fresh', note: null })
    expect(
      backend
        .writes()
        .map((w) => w.method)
        .sort(),
    ).toEqual(['POST', 'PUT'])

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await screen.findByText('2 undone, 0 skipped')
    expect(backend.row(1)).toMatchObject({ note: 'kept 1' })
    expect(backend.row(6)).toBeUndefined()
  })

  test('a row someone holds, or saved since the preview, is skipped and named; the others go on', async () => {
    const backend = serveItems(server, 5, notedItem, { versions: true })
    liveState.rowLocks.set('2', { id: 2, lockDate: new Date().toISOString(), editor: 'anna', editorName: 'Anna Admin' })
    const dialog = await importFile('Id,Note\r\n1,a\r\n2,b\r\n3,c\r\n')
    backend.saveAsOther(3, { note: 'theirs' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import the valid rows (3 records)' }))

    const summary = await screen.findByText('0 added, 1 updated, 2 skipped')
    const text = summary.closest('[role="status"]')?.textContent
    expect(text).toContain('Line 3 (Item 2): locked by Anna Admin')
    expect(text).toContain('Line 4 (Item 3): it was saved meanwhile')
    expect(backend.row(1)).toMatchObject({ note: 'a' })
    expect(backend.row(2)).toMatchObject({ note: 'kept 2' })
    expect(backend.row(3)).toMatchObject({ note: 'theirs' })
  })

  test('a refused file says why, and nothing is written', async () => {
    const backend = serveItems(server, 3, notedItem, { versions: true })
    renderListWithToasts(resource)
    await screen.findByText('Item 1')
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import into Items' })
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')
    await userEvent.upload(input!, new File(['Colour;Mood\r\nred;fine\r\n'], 'moods.csv', { type: 'text/csv' }))
    await within(dialog).findByText(/No column matches this list/)
    expect(within(dialog).queryByRole('button', { name: /^Import the valid rows/ })).toBeNull()
    expect(backend.writes()).toEqual([])
  })

  test('a dropped file is read as a chosen one; a read-only list has no Import', async () => {
    serveItems(server, 3, notedItem, { versions: true })
    const { unmount } = renderListWithToasts(resource)
    await screen.findByText('Item 1')
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import into Items' })
    const zone = within(dialog).getByText('Drop a CSV file here, or choose one.').parentElement!
    const file = new File(['Name\r\nDropped\r\n'], 'dropped.csv', { type: 'text/csv' })
    fireEvent.drop(zone, { dataTransfer: { files: [file] } })
    await within(dialog).findByText('To add: 1')
    unmount()
    renderList({ ...resource, readOnly: true })
    await screen.findByText('Item 1')
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull()
  })
})

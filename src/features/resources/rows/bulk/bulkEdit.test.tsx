import { describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notedItem, serveItems } from '@/test/support/fakeBackend'
import { liveState } from '@/test/support/liveStub'
import { manyRowsServer, notedItems, renderListWithToasts } from '@/test/support/manyRows'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const server = manyRowsServer()

const resource = notedItems()

async function chooseAndEdit(names: string[]) {
  renderListWithToasts(resource)
  for (const name of names) await userEvent.click(await screen.findByRole('checkbox', { name: `Select ${name}` }))
  const bar = screen.getByRole('region', { name: 'Selection' })
  await userEvent.click(within(bar).getByRole('button', { name: 'Edit' }))
  return screen.findByRole('dialog', { name: `Change ${names.length} records` })
}

describe('bulk edit', () => {
  test('the chosen field’s new value, previewed, reaches every chosen row; Undo puts each back', async () => {
    const backend = serveItems(server, 5, notedItem, { versions: true })
    const dialog = await chooseAndEdit(['Item 1', 'Item 2', 'Item 3'])
    expect(within(dialog).getByRole('button', { name: 'Change 3 records' })).toHaveProperty('disabled', true)
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Note' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'bulk note')
    expect(within(dialog).getByRole('status').textContent).toContain('3 records get:Note → bulk note')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change 3 records' }))

    await screen.findByText('3 updated, 0 skipped')
    for (const id of [1, 2, 3]) expect(backend.row(id)).toMatchObject({ name: `Item ${id}`, note: 'bulk note' })
    expect(backend.row(4)).toMatchObject({ note: 'kept 4' })
    // Each row read fresh, then written from that version: a GET and a PUT per row.
    expect(backend.writes().map((w) => w.method)).toEqual(['PUT', 'PUT', 'PUT'])

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await screen.findByText('3 restored, 0 skipped')
    for (const id of [1, 2, 3]) expect(backend.row(id)).toMatchObject({ note: `kept ${id}` })
  })

  test('a row someone else edits, or saved since it was chosen, is skipped and named; the others go on', async () => {
    const backend = serveItems(server, 5, notedItem, { versions: true })
    liveState.rowLocks.set('2', { id: 2, lockDate: new Date().toISOString(), editor: 'anna', editorName: 'Anna Admin' })
    const dialog = await chooseAndEdit(['Item 1', 'Item 2', 'Item 4'])
    backend.saveAsOther(4, { note: 'theirs' })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Note' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'bulk')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change 3 records' }))

    const summary = await screen.findByText('1 updated, 2 skipped')
    const text = summary.closest('[role="status"]')?.textContent
    expect(text).toContain('Item 2: locked by Anna Admin')
    expect(text).toContain('Item 4: it was saved meanwhile')
    expect(backend.row(2)).toMatchObject({ note: 'kept 2' })
    expect(backend.row(4)).toMatchObject({ note: 'theirs' })
    expect(backend.row(1)).toMatchObject({ note: 'bulk' })
  })

  test('a value the field’s rule refuses is shown, and nothing is written', async () => {
    const backend = serveItems(server, 5, notedItem, { versions: true })
    const dialog = await chooseAndEdit(['Item 1', 'Item 2'])
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Name' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change 2 records' }))
    await within(dialog).findByText('This field is required.')
    expect(backend.writes()).toEqual([])
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Change 2 records' })).toBeDefined())
  })
})

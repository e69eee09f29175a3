import { afterEach, describe, expect, test, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notedItem, serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { liveState } from '@/test/support/liveStub'
import { listTestServer } from '@/test/support/listTestServer'
import { toaster, ToastRegion } from '@/ui/Toast'
import { STORAGE_KEYS } from '@/config'
import { saveDraft } from './drafts'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()
afterEach(() => {
  sessionStorage.clear()
  for (const t of toaster.snapshot()) toaster.dismiss(t.id)
})

const resource = itemsResource({
  schema: itemsResource().schema,
  fields: [
    { name: 'name', label: 'Name', input: 'text' },
    { name: 'note', label: 'Note', input: 'text' },
  ],
})

async function openEdit(id: number) {
  renderList(resource, `/list?edit=${id}`)
  const dialog = await screen.findByRole('dialog', { name: `Edit Item (id:${id})` })
  await within(dialog).findByLabelText(/^Name/)
  return dialog
}

async function retype(dialog: HTMLElement, label: RegExp, text: string) {
  const input = within(dialog).getByLabelText(label)
  await userEvent.clear(input)
  await userEvent.type(input, text)
}

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

describe('saves that check what they overwrite', () => {
  test('with the lock held throughout, a save sends exactly one request, carrying the version it was read at', async () => {
    const backend = serveItems(server, 3, notedItem, { versions: true })
    const dialog = await openEdit(2)
    const before = backend.requests.length
    await retype(dialog, /^Name/, 'Renamed')
    await save(dialog)
    await closed()
    expect(backend.requests.slice(before).map((r) => r.method)).toEqual(['PUT'])
    expect(backend.row(2)).toMatchObject({ name: 'Renamed', note: 'kept 2' })
  })

  test('a PUT refused with 412 merges with the record it carried: both changes are saved, one new try only', async () => {
    const backend = serveItems(server, 3, notedItem, { versions: true })
    const dialog = await openEdit(2)
    backend.saveAsOther(2, { note: 'their note' })
    await retype(dialog, /^Name/, 'My name')
    await save(dialog)
    await closed()
    expect(backend.writes().map((w) => w.method)).toEqual(['PUT', 'PUT'])
    expect(backend.row(2)).toMatchObject({ name: 'My name', note: 'their note' })
  })

  test('a 412 on a field both changed shows the conflict, and nothing is written until one value is chosen', async () => {
    const backend = serveItems(server, 3, notedItem, { versions: true })
    const dialog = await openEdit(2)
    backend.saveAsOther(2, { name: 'Their name' })
    await retype(dialog, /^Name/, 'My name')
    await save(dialog)
    await within(dialog).findByText('This record changed while you were editing.')
    const choice = await within(dialog).findByRole('group', { name: 'Name: choose which value to keep' })
    expect(backend.writes()).toHaveLength(1)

    await save(dialog)
    await within(dialog).findByText('Choose a value for each field you both changed, then save.')
    expect(backend.writes()).toHaveLength(1)

    await userEvent.click(within(choice).getByRole('radio', { name: /Saved meanwhile/ }))
    expect(within(dialog).getByLabelText(/^Name/)).toHaveProperty('value', 'Their name')
    await userEvent.click(within(choice).getByRole('radio', { name: /Your value/ }))
    await save(dialog)
    await closed()
    expect(backend.row(2)).toMatchObject({ name: 'My name' })
  })

  test('without versions and without the lock held throughout, the record is read first and merged', async () => {
    const backend = serveItems(server, 3, notedItem)
    liveState.editLock = { ...liveState.editLock, heldThroughout: () => false }
    const dialog = await openEdit(2)
    backend.saveAsOther(2, { note: 'their note' })
    await retype(dialog, /^Name/, 'My name')
    const before = backend.requests.length
    await save(dialog)
    await closed()
    expect(backend.requests.slice(before).map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /api/v1/items/2',
      'PUT /api/v1/items',
    ])
    expect(backend.row(2)).toMatchObject({ name: 'My name', note: 'their note' })
  })
})

/** Item 2's draft as the dialog keeps it: the name typed, over the record as it was loaded. */
const keepDraftOfItem2 = () =>
  saveDraft(
    'tester',
    resource,
    2,
    { id: 2, name: 'Draft name', note: 'kept 2' },
    { id: 2, name: 'Item 2', note: 'kept 2' },
  )

describe('drafts that merge', () => {
  test('a draft reopened after a colleague saved another field keeps both, and says the record changed', async () => {
    const backend = serveItems(server, 3, notedItem)
    keepDraftOfItem2()
    backend.saveAsOther(2, { note: 'their note' })
    const dialog = await openEdit(2)
    await within(dialog).findByText('This record changed since your draft.')
    expect(within(dialog).getByLabelText(/^Name/)).toHaveProperty('value', 'Draft name')
    expect(within(dialog).getByLabelText(/^Note/)).toHaveProperty('value', 'their note')
    await save(dialog)
    await closed()
    expect(backend.row(2)).toMatchObject({ name: 'Draft name', note: 'their note' })
  })

  test('a draft whose field a colleague changed too shows both values and writes nothing until chosen', async () => {
    const backend = serveItems(server, 3, notedItem)
    keepDraftOfItem2()
    backend.saveAsOther(2, { name: 'Their name' })
    const dialog = await openEdit(2)
    const choice = await within(dialog).findByRole('group', { name: 'Name: choose which value to keep' })
    within(choice).getByText('Draft name')
    within(choice).getByText('Their name')
    await save(dialog)
    await within(dialog).findByText('Choose a value for each field you both changed, then save.')
    expect(backend.writes()).toEqual([])
    await userEvent.click(within(choice).getByRole('radio', { name: /Saved meanwhile/ }))
    await save(dialog)
    await closed()
    expect(backend.row(2)).toMatchObject({ name: 'Their name' })
  })

  test('a draft kept without its base treats every differing field as a conflict', async () => {
    const backend = serveItems(server, 3, notedItem)
    sessionStorage.setItem(
      STORAGE_KEYS.drafts,
      JSON.stringify({
        'tester|items|2': { values: { id: 2, name: 'Old draft', note: 'kept 2' }, savedAt: Date.now() },
      }),
    )
    const dialog = await openEdit(2)
    await within(dialog).findByRole('group', { name: 'Name: choose which value to keep' })
    expect(within(dialog).queryByRole('group', { name: 'Note: choose which value to keep' })).toBeNull()
    await save(dialog)
    expect(backend.writes()).toEqual([])
  })

  test('a draft whose record was deleted keeps its values in view and can create it again', async () => {
    const backend = serveItems(server, 3, notedItem)
    keepDraftOfItem2()
    backend.deleteAsOther(2)
    renderList(resource, '/list?edit=2')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
    await within(dialog).findByText('Draft name was deleted since your draft.')
    within(dialog).getByText('Draft name')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create again' }))
    await screen.findByRole('dialog', { name: 'Edit Item (id:4)' })
    expect(backend.writes()).toMatchObject([{ method: 'POST', body: { name: 'Draft name', note: 'kept 2' } }])
  })
})

describe('a save shows what it changes and can be undone', () => {
  test('“2 changes” beside Save lists each field old → new', async () => {
    serveItems(server, 3, notedItem)
    const dialog = await openEdit(2)
    expect(within(dialog).queryByRole('button', { name: /change/ })).toBeNull()
    await retype(dialog, /^Name/, 'New name')
    await retype(dialog, /^Note/, 'New note')
    await userEvent.click(within(dialog).getByRole('button', { name: '2 changes' }))
    const changes = await within(dialog).findByLabelText('Changes this save makes')
    expect(changes.textContent).toContain('NameItem 2→becomesNew name')
    expect(changes.textContent).toContain('Notekept 2→becomesNew note')
  })

  test('Undo puts the old values back; refused, with the merge offered, when someone saved since', async () => {
    const backend = serveItems(server, 3, notedItem, { versions: true })
    render(<ToastRegion toaster={toaster} label="Toasts" />)
    let dialog = await openEdit(2)
    await retype(dialog, /^Name/, 'Wrong name')
    await save(dialog)
    await closed()
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }))
    await screen.findByText('Your save of Wrong name was undone.')
    expect(backend.row(2)).toMatchObject({ name: 'Item 2', note: 'kept 2' })

    for (const t of toaster.snapshot()) toaster.dismiss(t.id)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Item 3' }))
    dialog = await screen.findByRole('dialog', { name: 'Edit Item (id:3)' })
    await retype(dialog, /^Name/, 'Mine')
    await save(dialog)
    await closed()
    backend.saveAsOther(3, { name: 'Theirs' })
    const writes = backend.writes().length
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }))
    await screen.findByText('Mine was saved again since, so your save was not undone.')
    expect(backend.writes()).toHaveLength(writes)
    expect(backend.row(3)).toMatchObject({ name: 'Theirs' })
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }))
    dialog = await screen.findByRole('dialog', { name: 'Edit Item (id:3)' })
    await within(dialog).findByRole('group', { name: 'Name: choose which value to keep' })
  })
})

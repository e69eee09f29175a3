import { describe, expect, test, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { toFormikValidationSchema } from 'zod-formik-adapter'
import { MESSAGES } from '@/i18n/messages'
import { notedItem, serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { liveState } from '@/test/support/liveStub'
import { listTestServer } from '@/test/support/listTestServer'
import { toaster, ToastRegion } from '@/ui/Toast'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
// The adapter as it is, watched: the dialog's Formik must validate through it.
vi.mock('zod-formik-adapter', async (importOriginal) => {
  const adapter = await importOriginal<typeof import('zod-formik-adapter')>()
  return { ...adapter, toFormikValidationSchema: vi.fn(adapter.toFormikValidationSchema) }
})

// A dialog test types and waits through the dialog and the router; two shared cores make that slow.
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

const dialog = () => screen.getByRole('dialog')

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Item' }))
  return screen.findByRole('dialog', { name: 'Add Item' })
}

describe('edit dialog', () => {
  test('titles: Add <suffix> for a new item, Edit <suffix> (id:N) for a saved one loaded by GET', async () => {
    const backend = serveItems(server, 3, notedItem)
    renderList(itemsResource())
    await openAdd()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await userEvent.click(screen.getByRole('button', { name: 'Edit Item 2' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
    expect(await within(edit).findByLabelText(/^Name/)).toHaveProperty('value', 'Item 2')
    expect(backend.requests.some((r) => r.method === 'GET' && r.url.pathname.endsWith('/items/2'))).toBe(true)
  })

  test('Add and Edit open with the focus on the first field, not on the ×', async () => {
    serveItems(server, 3, notedItem)
    renderList(itemsResource())
    await openAdd()
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText(/^Name/)))
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await userEvent.click(screen.getByRole('button', { name: 'Edit Item 2' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
    const name = await within(edit).findByLabelText(/^Name/)
    await waitFor(() => expect(document.activeElement).toBe(name))
  })

  test('pressing a dialog button leaves the focus in the field, which is not checked by being left', async () => {
    serveItems(server, 3, notedItem)
    renderList(itemsResource())
    await openAdd()
    const name = within(dialog()).getByLabelText(/^Name/)
    await waitFor(() => expect(document.activeElement).toBe(name))
    // A press that moved the focus would check Name first: its message pushes the footer under the pointer.
    expect(fireEvent.mouseDown(within(dialog()).getByRole('button', { name: 'Cancel' }))).toBe(false)
    expect(fireEvent.mouseDown(within(dialog()).getByRole('button', { name: 'Close' }))).toBe(false)
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('an invalid form is not saved: the error shows and no request is sent', async () => {
    const backend = serveItems(server, 3, notedItem)
    renderList(itemsResource())
    await openAdd()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await within(dialog()).findByText('This field is required.')
    expect(backend.writes()).toEqual([])
    screen.getByRole('dialog', { name: 'Add Item' })
  })

  test('Formik validates through zod-formik-adapter with the form schema built from the declaration', async () => {
    serveItems(server, 3, notedItem)
    vi.mocked(toFormikValidationSchema).mockClear()
    renderList(itemsResource())
    await openAdd()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await within(dialog()).findByText('This field is required.')
    const validation = vi.mocked(toFormikValidationSchema).mock.results.at(-1)?.value
    expect(validation).toBeDefined()
    // What Formik reads from it: the declaration's rule message at the field's path.
    await expect(validation?.validate({ name: null })).rejects.toMatchObject({
      name: 'ValidationError',
      inner: [{ path: 'name', message: 'This field is required.' }],
    })
    await expect(validation?.validate({ name: 'x' })).resolves.toBeUndefined()
  })

  test('after Add + Save the dialog stays open as the saved record; a second Save closes it', async () => {
    const backend = serveItems(server, 3, notedItem)
    const { router } = renderList(itemsResource())
    await openAdd()
    await userEvent.type(within(dialog()).getByLabelText(/^Name/), 'Fresh')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog', { name: 'Edit Item (id:4)' })
    expect(backend.writes().map((w) => [w.method, w.body])).toEqual([['POST', { name: 'Fresh' }]])
    expect(within(dialog()).getByLabelText(/^Name/)).toHaveProperty('value', 'Fresh')
    expect(router.state.location.searchStr).toBe('?edit=4')

    await userEvent.type(within(dialog()).getByLabelText(/^Name/), ' two')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(backend.writes()[1]).toMatchObject({ method: 'PUT', body: { id: 4, name: 'Fresh two' } })
    await screen.findByText('Fresh two')
  })

  test('each save says so in a toast naming the record: “Fresh created” inside the dialog that stays open, then “Fresh updated”', async () => {
    serveItems(server, 3, notedItem)
    for (const t of toaster.snapshot()) toaster.dismiss(t.id)
    render(<ToastRegion toaster={toaster} label="Toasts" />)
    renderList(itemsResource())
    await openAdd()
    await userEvent.type(within(dialog()).getByLabelText(/^Name/), 'Fresh')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog', { name: 'Edit Item (id:4)' })
    // Outside the open dialog the page is inert and unheard: the toast shows in it, after its buttons.
    expect(within(dialog()).getByRole('status').textContent).toBe('Fresh created')

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The update's toast offers Undo.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Fresh created', 'Fresh updatedUndo']),
    )
    for (const t of toaster.snapshot()) toaster.dismiss(t.id)
  })

  test('an update sends the loaded record merged with the form, keeping unknown fields', async () => {
    const backend = serveItems(server, 3, notedItem)
    renderList(itemsResource(), '/list?edit=2')
    const name = await within(await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })).findByLabelText(/^Name/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Renamed')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(backend.writes()).toHaveLength(1))
    expect(backend.writes()[0]!.body).toEqual({ id: 2, name: 'Renamed', note: 'kept 2' })
  })

  test('a failed save keeps the dialog and every typed value, and shows the Error dialog with the server message', async () => {
    const backend = serveItems(server, 3, notedItem)
    renderList(itemsResource())
    await openAdd()
    await userEvent.type(within(dialog()).getByLabelText(/^Name/), 'Taken name')
    backend.failNextWrites(400, { message: 'Please check the form.', errors: { name: 'This name is already used.' } })
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))

    const error = await screen.findByRole('alertdialog', { name: 'Error' })
    within(error).getByText('undefined error in backend (400)')
    within(error).getByText('Please check the form.')
    await userEvent.click(within(error).getByRole('button', { name: 'Ok' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

    const form = screen.getByRole('dialog', { name: 'Add Item' })
    const name = within(form).getByLabelText(/^Name/)
    expect(name).toHaveProperty('value', 'Taken name')
    await within(form).findByText('This name is already used.')
    // The form's own checks (on leaving a field) keep the server's word for a value it was said of…
    fireEvent.focusOut(name)
    await new Promise((r) => setTimeout(r, 50))
    within(form).getByText('This name is already used.')
    // …and a changed value is no longer that value.
    await userEvent.type(name, ' 2')
    await waitFor(() => expect(within(form).queryByText('This name is already used.')).toBeNull())
  })

  test('a save refused because someone else is editing the row (423) names them in the Error dialog and keeps the typed values', async () => {
    const backend = serveItems(server, 3, notedItem)
    renderList(itemsResource())
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Item 2' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
    const name = await within(edit).findByLabelText(/^Name/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Typed while locked')
    backend.failNextWrites(423, { message: 'anna is editing this item; it was not changed.', lockedBy: 'anna' })
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }))

    const error = await screen.findByRole('alertdialog', { name: 'Error' })
    within(error).getByText(MESSAGES.recordLocked('anna'))
    await userEvent.click(within(error).getByRole('button', { name: 'Ok' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(screen.getByRole('dialog', { name: 'Edit Item (id:2)' })).getByLabelText(/^Name/)).toHaveProperty(
      'value',
      'Typed while locked',
    )
  })

  test('a failed record load shows one Error dialog with the spec text, no raw body, and Retry loads the form', async () => {
    serveItems(server, 3, notedItem)
    let failures = 1
    server.use(
      http.get('*/items/:id', () => {
        if (failures-- <= 0) return undefined
        return new HttpResponse('<html><body><h1>Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        })
      }),
    )
    renderList(itemsResource())
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Item 2' }))

    const error = await screen.findByRole('alertdialog', { name: 'Error' })
    within(error).getByText('undefined error in backend (502)')
    expect(document.body.textContent).not.toContain('Bad Gateway')
    // One surface: the edit dialog does not repeat the failure under the Error dialog.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getAllByText('undefined error in backend (502)')).toHaveLength(1)

    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
    expect(await within(edit).findByLabelText(/^Name/)).toHaveProperty('value', 'Item 2')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  test('Ok on a failed record load closes it and returns to the list', async () => {
    serveItems(server, 3, notedItem)
    server.use(http.get('*/items/:id', () => HttpResponse.json({ message: 'raw' }, { status: 500 })))
    renderList(itemsResource())
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Item 2' }))
    const error = await screen.findByRole('alertdialog', { name: 'Error' })
    await userEvent.click(within(error).getByRole('button', { name: 'Ok' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.queryByRole('dialog')).toBeNull()
    screen.getByRole('button', { name: 'Edit Item 2' })
  })

  test('pressing a pencil starts the record GET before the click, and the dialog reads that answer', async () => {
    const backend = serveItems(server, 3, notedItem)
    renderList(itemsResource())
    const pencil = await screen.findByRole('button', { name: 'Edit Item 2' })
    const gets = () => backend.requests.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/items/2'))
    fireEvent.pointerDown(pencil)
    await waitFor(() => expect(gets()).toHaveLength(1))
    await userEvent.click(pencil)
    const edit = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
    expect(await within(edit).findByLabelText(/^Name/)).toHaveProperty('value', 'Item 2')
    expect(gets()).toHaveLength(1)
  })

  test('closing with unsaved changes asks first', async () => {
    serveItems(server, 3, notedItem)
    renderList(itemsResource())
    await openAdd()
    await userEvent.type(within(dialog()).getByLabelText(/^Name/), 'Half typed')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Unsaved changes' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('dialog', { name: 'Add Item' })).toBeTruthy()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('a record locked by someone else opens read-only showing who holds it', async () => {
    serveItems(server, 3, notedItem)
    liveState.editLock = {
      lockedBy: 'emil',
      warning: false,
      expired: false,
      keepEditing: () => {},
      heldThroughout: () => true,
    }
    renderList(itemsResource(), '/list?edit=2')
    const edit = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
    await within(edit).findByText('Locked by emil')
    expect(within(edit).queryByRole('button', { name: 'Save' })).toBeNull()
    expect(within(edit).getByLabelText(/^Name/).matches(':disabled')).toBe(true)
  })
})

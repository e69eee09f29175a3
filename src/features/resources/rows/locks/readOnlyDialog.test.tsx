import { afterEach, expect, test, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { liveHub } from '@/api/hub'
import { queryKeys } from '@/api/queryKeys'
import { notedItem, serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { liveState, resetLive } from '@/test/support/liveStub'
import { listTestServer } from '@/test/support/listTestServer'
import { toaster } from '@/ui/toaster'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

afterEach(() => {
  vi.restoreAllMocks()
  resetLive()
  for (const t of toaster.snapshot()) toaster.dismiss(t.id)
})

const holder = { id: 2, editor: 'emil', editorName: 'Emil Editor', lockDate: new Date().toISOString() }

test('the eye of a locked row opens it read-only; the holder’s save shows live, and once free Edit now takes it', async () => {
  serveItems(server, 3, notedItem)
  liveState.rowLocks.set('2', holder)
  liveState.editLock = {
    lockedBy: 'emil',
    holder,
    warning: false,
    expired: false,
    keepEditing: () => {},
    heldThroughout: () => true,
  }
  const { queryClient } = renderList(itemsResource())
  await userEvent.click(await screen.findByRole('button', { name: 'View Item 2' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
  await within(dialog).findByText('Locked by Emil Editor')
  within(dialog).getByText(/^\d min left$/)
  expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull()
  const name = within(dialog).getByLabelText(/^Name/)
  expect(name.matches(':disabled')).toBe(true)
  const notify = within(dialog).getByRole('button', { name: 'Notify me when free: Item 2' })
  await userEvent.click(notify)
  expect(notify.getAttribute('aria-pressed')).toBe('true')

  // Emil saves and lets go: the record's cache takes the saved record (ItemUpdated), the lock is gone.
  const editNow = vi.fn()
  liveState.editLock = {
    lockedBy: 'emil',
    free: true,
    editNow,
    warning: false,
    expired: false,
    keepEditing: () => {},
    heldThroughout: () => true,
  }
  act(() => queryClient.setQueryData(queryKeys.detail('items', 2), { id: 2, name: 'Saved by Emil', note: 'kept 2' }))
  await waitFor(() => expect(name).toHaveProperty('value', 'Saved by Emil'))
  within(dialog).getByText('emil saved a change; you see it now.')
  within(dialog).getByText('emil has finished editing.')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Edit now' }))
  expect(editNow).toHaveBeenCalledOnce()
})

test('someone else won the race for the row: the dialog stays read-only and says who', async () => {
  serveItems(server, 3, notedItem)
  liveState.editLock = {
    lockedBy: 'zoe',
    lostRace: true,
    warning: false,
    expired: false,
    keepEditing: () => {},
    heldThroughout: () => true,
  }
  renderList(itemsResource(), '/list?edit=2')
  const dialog = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
  await within(dialog).findByText('zoe started editing it first.')
  expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull()
})

test('with the live channel down, the read-only dialog says its values may not be the latest', async () => {
  serveItems(server, 3, notedItem)
  vi.spyOn(liveHub, 'getStatus').mockReturnValue('reconnecting')
  liveState.editLock = {
    lockedBy: 'emil',
    holder,
    warning: false,
    expired: false,
    keepEditing: () => {},
    heldThroughout: () => true,
  }
  renderList(itemsResource(), '/list?edit=2')
  const dialog = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
  await within(dialog).findByText('The live channel is down: these may not be the latest values.')
})

test('hostile holder names are shown as text, cut, never as markup', async () => {
  serveItems(server, 3, notedItem)
  const long = { ...holder, editorName: `<img src=x onerror=alert(1)>${'x'.repeat(10000)}` }
  liveState.rowLocks.set('2', long)
  renderList(itemsResource())
  const badge = await screen.findByRole('button', {
    name: /^Item 2: locked by <img src=x onerror=alert\(1\)>x+…, \d min left$/,
  })
  expect(badge.querySelector('img')).toBeNull()
  expect(badge.getAttribute('aria-label')!.length).toBeLessThan(100)
})

test('under a minute left the editor sees the seconds; when the time runs out a toast says the draft is kept', async () => {
  serveItems(server, 3, notedItem)
  liveState.editLock = {
    lockedBy: undefined,
    warning: true,
    expired: false,
    keepEditing: () => {},
    heldThroughout: () => true,
  }
  const first = renderList(itemsResource(), '/list?edit=2')
  const dialog = await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })
  expect((await within(dialog).findByRole('timer')).textContent).toMatch(/^(60|59) s left$/)
  first.unmount()

  liveState.editLock = {
    lockedBy: undefined,
    warning: false,
    expired: false,
    keepEditing: () => {},
    heldThroughout: () => true,
  }
  const { queryClient } = renderList(itemsResource(), '/list?edit=2')
  const name = await within(await screen.findByRole('dialog', { name: 'Edit Item (id:2)' })).findByLabelText(/^Name/)
  await waitFor(() => expect(name).toHaveProperty('value', 'Item 2'))
  await userEvent.type(name, ' typed')
  // The dialog's next render finds the time over.
  liveState.editLock = {
    lockedBy: undefined,
    warning: false,
    expired: true,
    keepEditing: () => {},
    heldThroughout: () => true,
  }
  act(() => queryClient.setQueryData(queryKeys.detail('items', 2), { id: 2, name: 'Item 2', note: 'changed' }))
  await waitFor(() =>
    expect(toaster.snapshot().map((t) => t.title)).toContain(
      'The edit time for Item 2 ran out. Your changes are kept as a draft.',
    ),
  )
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})

/**
 * The lists and their dialogs paint on the kit alone: a list renders its rows, pager and lock badge,
 * and a delete opens the kit's confirmation, with no styling runtime inserting a style.
 */
import { expect, test, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { liveState } from '@/test/support/liveStub'
import { listTestServer } from '@/test/support/listTestServer'
import { renderList } from '@/test/support/renderList'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
// Has the first paint already done.
vi.mock('@/features/navigation/firstPaint', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/navigation/firstPaint')>()),
  useFirstPaintDone: () => true,
}))
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

test('a list renders its rows, pager and a lock badge, and no style is inserted', async () => {
  serveItems(server, 30)
  liveState.rowLocks.set('30', { id: 30, editor: 'emil', lockDate: new Date().toISOString() })
  renderList(itemsResource(), '/list')
  const row = (await screen.findByText('Item 30')).closest('tr')
  expect(row).not.toBeNull()
  within(row as HTMLElement).getByRole('button', { name: /^Item 30: locked by emil, \d min left$/ })
  screen.getByRole('navigation', { name: 'Pagination' })
  screen.getByRole('button', { name: 'Edit Item 29' })
  expect(document.querySelector('style')).toBeNull()
})

test('reaching for a list warms its dialogs, and a delete opens the kit’s confirmation with no style inserted', async () => {
  serveItems(server, 3)
  renderList(itemsResource(), '/list')
  fireEvent.pointerOver(await screen.findByText('Item 3'))
  await userEvent.click(screen.getByRole('button', { name: 'Delete Item 3' }))
  await screen.findByRole('alertdialog', { name: 'Delete Item' })
  expect(document.querySelector('style')).toBeNull()
})

import { expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { CELL_TEXT_MAX } from '@/config'
import { fakeBackend, numberedRows, namedItem } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { listTestServer } from '@/test/support/listTestServer'
import { renderList } from '@/test/support/renderList'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)

vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

const bodyRows = () => document.querySelectorAll('tbody tr')

test('a server answering 10,000 rows to take=7 shows the 7 asked for, without rendering the rest', async () => {
  const rows = numberedRows(10000, namedItem)
  server.use(http.get('*/api/v1/items', () => HttpResponse.json({ values: rows, total: rows.length })))
  const started = performance.now()
  renderList(itemsResource())
  await screen.findByText('Item 1')
  // Rendering all 10,000 rows takes jsdom well over a minute; 7 take a fraction of a second.
  expect(performance.now() - started).toBeLessThan(10000)
  expect(bodyRows()).toHaveLength(7)
  expect(screen.queryByText('Item 8')).toBeNull()
  // The pager still counts what the server has.
  screen.getByText(/10000 entries/)
})

test('a 2,000,000-character value is cut in its cell with an ellipsis, whole in the edit dialog', async () => {
  const long = `Start ${'x'.repeat(2_000_000)} end`
  server.use(
    ...fakeBackend('/items', [
      { id: 1, name: long },
      { id: 2, name: 'Short name' },
    ]).handlers,
  )
  renderList(itemsResource(), '/list?edit=1')
  const cell = await screen.findByText(/^Start x+…$/)
  expect(cell.textContent).toHaveLength(CELL_TEXT_MAX)
  // Its tooltip carries more of it; a short value needs none.
  expect(cell.getAttribute('title')?.startsWith(`Start xxx`)).toBe(true)
  expect(screen.getByText('Short name').getAttribute('title')).toBeNull()
  const dialog = await screen.findByRole('dialog', { name: 'Edit Item (id:1)' })
  const name = await within(dialog).findByLabelText<HTMLInputElement>(/^Name/)
  expect(name.value).toBe(long)
})

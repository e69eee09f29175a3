import { describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MESSAGES } from '@/i18n/messages'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { listTestServer } from '@/test/support/listTestServer'
import { itemsWithChildCounts, itemsWithChildren } from '@/test/support/childCounts'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)

vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

/** Three items, each holding 4 lexicon entries and 1 chapter; the count calls made go into the answer. */
function serve() {
  const counted: string[] = []
  server.use(...itemsWithChildCounts(counted))
  return counted
}

const withChildren = itemsWithChildren

describe('the delete confirmation', () => {
  test('keeps the spec’s question and names the record and what goes with it, from each child list’s total', async () => {
    const counted = serve()
    renderList(withChildren())
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Item 2' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Item' })
    within(confirm).getByText(MESSAGES.confirmDelete)
    within(confirm).getByText('Item 2')
    await within(confirm).findByText('Also deletes 4 lexicon entries.')
    await within(confirm).findByText('Also deletes 1 chapter and its subchapters.')
    // One record asked for, under this parent.
    expect(counted.sort()).toEqual(['?take=1&skip=0&categoryId=2', '?take=1&skip=0&courseId=2'])
  })

  test('a child list that cannot be counted still says it goes too; a record without children shows its name alone', async () => {
    serve()
    server.use(http.get('*/api/v1/lexicon', () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    renderList(withChildren())
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Item 3' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Item' })
    await within(confirm).findByText('Its lexicon entries are deleted with it.', {}, { timeout: 10000 })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  test('a record without child lists: the question and its name', async () => {
    serve()
    renderList(itemsResource())
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Item 1' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Item' })
    expect(
      within(confirm)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([MESSAGES.confirmDelete, 'Item 1'])
  })
})

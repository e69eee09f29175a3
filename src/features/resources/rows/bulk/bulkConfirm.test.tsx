import { describe, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { itemsWithChildCounts, itemsWithChildren } from '@/test/support/childCounts'
import { renderList } from '@/test/support/renderList'
import { listTestServer } from '@/test/support/listTestServer'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

describe('the bulk delete confirmation', () => {
  test('names how many child records go with the chosen records, each parent counted as a single delete counts it', async () => {
    const counted: string[] = []
    server.use(...itemsWithChildCounts(counted))
    renderList(itemsWithChildren())
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Item 1' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Item 2' }))
    const bar = screen.getByRole('region', { name: 'Selection' })
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }))

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 2 records' })
    within(confirm).getByText('Do you really want to delete the 2 selected records?')
    await within(confirm).findByText('Also deletes 8 lexicon entries.')
    await within(confirm).findByText('Also deletes 2 chapters and their subchapters.')
    expect(counted.sort()).toEqual([
      '?take=1&skip=0&categoryId=1',
      '?take=1&skip=0&categoryId=2',
      '?take=1&skip=0&courseId=1',
      '?take=1&skip=0&courseId=2',
    ])
  })
})

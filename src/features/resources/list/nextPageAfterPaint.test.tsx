import { expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { listTestServer } from '@/test/support/listTestServer'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)

/** The first paint, held until the test lets it happen. */
const waiting: (() => void)[] = []
vi.mock('@/features/navigation/firstPaint', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/navigation/firstPaint')>()),
  afterFirstPaint: (then: () => void) => {
    waiting.push(then)
    return () => undefined
  },
}))

const server = listTestServer()

test('a first load asks for the next page only once the first screen has painted (nothing beside the rows)', async () => {
  const backend = serveItems(server, 20)
  renderList(itemsResource())
  await screen.findByText('Item 20')
  const skips = () => backend.listCalls().map((c) => c.url.searchParams.get('skip'))
  expect(skips()).toEqual(['0'])
  waiting.splice(0).forEach((then) => then())
  await waitFor(() => expect(skips()).toEqual(['0', '7']))
})

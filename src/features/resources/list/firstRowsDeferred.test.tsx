import { expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { listTestServer } from '@/test/support/listTestServer'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
// The deferred pass never comes: what the screen shows is what the query's synchronous store update renders.
vi.mock('react', async (importActual) => {
  const react = await importActual<typeof import('react')>()
  return { ...react, useDeferredValue: <T,>(value: T): T => react.useRef(value).current }
})

const server = listTestServer()

test("a page's first rows render in the deferred, interruptible pass, not in the query's synchronous update (TBT)", async () => {
  serveItems(server, 10)
  const { queryClient } = renderList(itemsResource())
  // The answer is in the cache (however slow the machine), then the cache's notification has had its turn to render.
  await waitFor(() =>
    expect(queryClient.getQueryCache().findAll({ predicate: (q) => q.state.data !== undefined })).not.toHaveLength(0),
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(screen.queryByText('Item 10')).toBeNull()
  expect(screen.queryByText('No entries')).toBeNull()
  expect(document.querySelector('table[aria-hidden="true"]')).not.toBeNull()
})

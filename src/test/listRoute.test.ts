/**
 * A list route's loader starts the list query the screen reads, so the GET runs while the screen's
 * chunks download, and intent preloading (a menu link under the pointer) warms the next screen's data. No screen is
 * rendered here: the query exists because of the route alone.
 */
import { beforeEach, expect, test } from 'vitest'
import { waitFor } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/api/session'
import { createQueryClient } from '@/app/queryClient'
import { createAppRouter } from '@/app/router'
import { courses } from '@/features/courses/view'
import { lexicon } from '@/features/lexicon/view'
import { portions } from '@/features/portions/view'
import { listParams, listQueryOptions, type ListPosition } from '@/features/resources/queries'
import { chiefSandbox } from '@/test/support/chiefSandbox'
import type { AnyResource } from '@/features/resources/types'

const { store } = chiefSandbox()
beforeEach(() => {
  sessionStore.set({ token: 't', username: 'chief', displayname: 'Chris Chief', roles: 'Viewer,Editor,Admin' })
})

function routerAt(path: string): { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient } {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  return { router, queryClient }
}

/** The key the screen's useQuery reads for this position. */
function screenKey(resource: AnyResource, position: Partial<ListPosition>) {
  return listQueryOptions(resource, listParams(resource, { page: 1, search: '', filter: {}, ...position })).queryKey
}

async function expectListLoaded(queryClient: QueryClient, key: readonly unknown[]) {
  await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'))
  const page = queryClient.getQueryData<{ values: unknown[] }>(key)
  expect(page?.values.length).toBeGreaterThan(0)
}

test("opening a list route starts the screen's query: page, search and filters from the URL", async () => {
  const { router, queryClient } = routerAt('/course-list?page=2&search=a')
  await router.load()
  await expectListLoaded(queryClient, screenKey(courses, { page: 2, search: 'a' }))
})

test('a child list route starts the query under its parent (the $parentId path param)', async () => {
  const parent = store.state.collections.lexiconcategories?.[0]
  expect(parent).toBeDefined()
  const { router, queryClient } = routerAt(`/lexicon-list/${String(parent?.id)}`)
  await router.load()
  await expectListLoaded(queryClient, screenKey(lexicon, { parentId: parent?.id as number }))
})

test("/ with Viewer starts the portions list's query, with the declared filter's default", async () => {
  const { router, queryClient } = routerAt('/')
  await router.load()
  await expectListLoaded(queryClient, screenKey(portions, {}))
})

test("intent preloading of a menu link warms the next screen's data before the click", async () => {
  const { router, queryClient } = routerAt('/')
  await router.load()
  await router.preloadRoute({ to: '/course-list' })
  await expectListLoaded(queryClient, screenKey(courses, {}))
  expect(router.state.location.pathname).toBe('/')
})

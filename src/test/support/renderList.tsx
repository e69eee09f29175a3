import { configure, render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { sessionStore } from '@/api/session'
import { ScreenCommitted } from '@/features/navigation/firstPaint'
import { validateListSearch } from '@/features/resources/list/listSearch'
import { ResourceListScreen } from '@/features/resources/list/ResourceListScreen'
import type { AnyResource } from '@/features/resources/types'

// Two shared cores, two test files at a time and other work beside them: a first render with the router took over
// five seconds under load.
configure({ asyncUtilTimeout: 15000 })

/**
 * Renders a declaration's list at `url` inside a memory router: `/list` and `/list/$parentId`.
 */
export function renderList(resource: AnyResource, url = '/list') {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {}
  sessionStore.set({ token: 't', username: 'tester', displayname: 'Tester', roles: 'Viewer,Editor,Admin' })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  // As the shell does: after the screen, so what waits for the first paint (prefetches) comes once the rows have.
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ScreenCommitted />
      </>
    ),
  })
  const screen = () => <ResourceListScreen resource={resource} />
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    validateSearch: validateListSearch,
    component: screen,
  })
  const child = createRoute({
    getParentRoute: () => root,
    path: '/list/$parentId',
    validateSearch: validateListSearch,
    component: screen,
  })
  const router = createRouter({
    routeTree: root.addChildren([list, child]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}

import { lazyRouteComponent } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { requireRole } from '@/features/auth/guards'
import type { Screen } from '@/features/navigation/screen'
import { validateListSearch, type ListSearch } from './listSearch'
import type { AnyResource } from './types'
import { listPositionOf } from './useListRoute'

/**
 * A resource declaration, loaded on demand: declarations carry zod schemas and form rules, which a route file must
 * not pull into the entry chunk that every page (/login too) loads.
 */
export type ResourceLoader = () => Promise<AnyResource>

/**
 * Starts the list query the screen will read (same `queryOptions`, so the same key) without waiting for the
 * screen's chunks: the GET runs while they download. Never throws: a failed load shows on the screen, which asks
 * again, with its Retry.
 */
export async function startListQuery(queryClient: QueryClient, load: ResourceLoader, search: ListSearch, parentId?: string) {
  try {
    const [resource, { listParams, listQueryOptions }] = await Promise.all([load(), import('./queries')])
    await queryClient.prefetchQuery(listQueryOptions(resource, listParams(resource, listPositionOf(resource, search, parentId))))
  } catch {
    // The screen loads the same chunks and shows their failure.
  }
}

interface ListLoaderArgs {
  context: { queryClient: QueryClient }
  deps: { search: ListSearch }
  params: { parentId?: string }
}

/**
 * The options of a list route (spec §2 generic list): role guard, the list's search params, and a loader that
 * starts the list's GET on navigation and on intent preloading (menu links on hover or focus). The loader does not
 * wait for the data, so the screen shows its skeleton and its own errors exactly as before.
 *
 * `createFileRoute('/_app/course-list')(listRoute(SCREENS.courses, () => import('…/courses/resource').then(…)))`
 */
export function listRoute(screen: Screen, load: ResourceLoader) {
  return {
    staticData: { title: screen.title },
    beforeLoad: () => requireRole(screen.role),
    validateSearch: validateListSearch,
    loaderDeps: ({ search }: { search: ListSearch }) => ({ search }),
    loader: ({ context, deps, params }: ListLoaderArgs) => {
      void startListQuery(context.queryClient, load, deps.search, params.parentId)
    },
    component: lazyRouteComponent(async () => {
      const [resource, { ResourceListScreen }] = await Promise.all([load(), import('./ResourceListScreen')])
      return { default: () => <ResourceListScreen resource={resource} /> }
    }),
  }
}

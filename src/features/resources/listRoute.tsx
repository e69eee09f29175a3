import { lazyRouteComponent } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { requireRole } from '@/features/auth/guards'
import { validateListSearch, type ListSearch } from './listSearch'
import { loadResource } from './loadResource'
import { declarationOf } from './registry'
import { listPositionOf } from './useListRoute'

/**
 * Starts the list query the screen will read (same `queryOptions`, so the same key) without waiting for the
 * screen's chunks: the GET needs only the React-free declaration, not the view, so it runs while they download.
 * Never throws: a failed load shows on the screen, which asks again, with its Retry.
 */
export async function startListQuery(queryClient: QueryClient, name: string, search: ListSearch, parentId?: string) {
  try {
    const [{ linkedResource }, { listParams, listQueryOptions }] = await Promise.all([import('./linkedResource'), import('./queries')])
    const resource = linkedResource(name)
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

/** The list screen of a resource, loaded with its view half and the screen's chunks. */
function lazyListScreen(name: string) {
  return lazyRouteComponent(async () => {
    const [resource, { ResourceListScreen }] = await Promise.all([loadResource(name), import('./ResourceListScreen')])
    return { default: () => <ResourceListScreen resource={resource} /> }
  })
}

/**
 * The options of a list route (spec §2 generic list): role guard, the list's search params, and a loader that
 * starts the list's GET on navigation and on intent preloading (menu links on hover or focus). The loader does not
 * wait for the data, so the screen shows its skeleton and its own errors exactly as before.
 *
 * A route file is one line: `createFileRoute('/_app/course-list')(listRoute('courses'))`. Title and role come from
 * the declaration in the registry; a conformance test checks each route's path against it.
 */
export function listRoute(name: string) {
  const { screen } = declarationOf(name)
  return {
    staticData: { title: screen.title },
    beforeLoad: () => requireRole(screen.role),
    validateSearch: validateListSearch,
    loaderDeps: ({ search }: { search: ListSearch }) => ({ search }),
    loader: ({ context, deps, params }: ListLoaderArgs) => {
      void startListQuery(context.queryClient, name, deps.search, params.parentId)
    },
    component: lazyListScreen(name),
  }
}

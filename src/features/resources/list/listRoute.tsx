import { lazyRouteComponent, type FileRoutesByPath } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { requireRole } from '@/features/auth/guards'
import type { ResourceName, ResourceRegistry } from '../declaration'
import { rowsSearch, validateListSearch, type ListSearch } from './listSearch'
import { loadResource } from '../loadResource'
import { isRecordId } from '../parseId'
import { declarationOf } from '../registry'
import { listPositionOf } from './useListRoute'

/**
 * Starts the list query the screen will read (same `queryOptions`, so the same key) without waiting for the
 * screen's chunks: the GET needs only the React-free declaration, not the view, so it runs while they download.
 * Never throws: a failed load shows on the screen, which asks again, with its Retry.
 */
export async function startListQuery(
  queryClient: QueryClient,
  name: ResourceName,
  search: ListSearch,
  parentId?: string,
) {
  try {
    const [{ linkedResource }, { detailQueryOptions, listParams, listQueryOptions }] = await Promise.all([
      import('../linkedResource'),
      import('../queries'),
    ])
    const resource = linkedResource(name)
    const position = listPositionOf(resource, search, parentId)
    // An address whose parent id names no record lists nothing: the screen says so (ListScreen.tsx).
    if (position.parentId !== undefined && !isRecordId(position.parentId)) return
    const parentName = position.parentId === undefined ? undefined : resource.parent?.resource
    await Promise.all([
      queryClient.prefetchQuery(listQueryOptions(resource, listParams(resource, position))),
      // A child list's heading names its parent, and is the screen's largest text: its GET goes beside the rows'.
      parentName !== undefined && position.parentId !== undefined
        ? queryClient.prefetchQuery(detailQueryOptions(linkedResource(parentName), position.parentId))
        : undefined,
    ])
  } catch {
    // The screen loads the same chunks and shows their failure.
  }
}

/** A list route's loader depends on what its rows do: opening a dialog keeps the route's match and its loader's work. */
export const listLoaderDeps = ({ search }: { search: ListSearch }) => ({ search: rowsSearch(search) })

interface ListLoaderArgs {
  context: { queryClient: QueryClient }
  deps: { search: ListSearch }
  params: { parentId?: string }
}

/** The list screen of a resource, loaded with its view half and the screen's chunks. */
function lazyListScreen(name: ResourceName) {
  return lazyRouteComponent(async () => {
    // A child list's heading comes with the screen, not one round trip after it, and shows in the screen's first paint.
    const heading = declarationOf(name).parent
      ? import('./ListHeading').then((m) => m.ChildListHeading.preload())
      : undefined
    const [resource, { ListScreen }] = await Promise.all([loadResource(name), import('./ListScreen'), heading])
    return { default: () => <ListScreen resource={resource} /> }
  })
}

/** What a list route file hands to createFileRoute. */
interface ListRouteOptions {
  staticData: { title: string }
  beforeLoad: () => void
  validateSearch: typeof validateListSearch
  loaderDeps: (args: { search: ListSearch }) => { search: ListSearch }
  loader: (args: ListLoaderArgs) => void
  component: ReturnType<typeof lazyListScreen>
}

/** A route's path as a declaration writes it: '/method-list/' (an index route file) is '/method-list'. */
type Trimmed<P extends string> = P extends `${infer Q}/` ? (Q extends '' ? '/' : Q) : P

/** The paths that have a route file (routeTree.gen.ts registers them with the router). */
type RoutedPath = Trimmed<FileRoutesByPath[keyof FileRoutesByPath]['fullPath']>

type RouteOf<N extends ResourceName> = ResourceRegistry[N]['route']
type DeclaredPath<N extends ResourceName> =
  RouteOf<N>['path'] | (RouteOf<N> extends { childPath: infer C extends string } ? C : never)

/**
 * Nothing when each path the declaration of N gives (`route.path`, `route.childPath`) has its route file; else a
 * required argument that says which path has none, so a route file named apart from its declaration (or a
 * declaration whose path changed alone) is a type error at `listRoute(name)`.
 */
type RouteFileCheck<N extends ResourceName> = [Exclude<DeclaredPath<N>, RoutedPath>] extends [never]
  ? []
  : [missingRouteFileFor: Exclude<DeclaredPath<N>, RoutedPath>]

/**
 * The options of a list route: role guard, the list's search params, and a loader that
 * starts the list's GET on navigation and on intent preloading (menu links on hover or focus). The loader does not
 * wait for the data, so the screen shows its skeleton and its own errors exactly as before.
 *
 * A route file is one line: `createFileRoute('/_app/course-list')(listRoute('courses'))`. Title and role come from
 * the declaration in the registry. A name that is not registered does not compile, nor does `listRoute(name)` while
 * a path the declaration gives has no route file (RouteFileCheck); the conformance test checks the rest at run time.
 */
export function listRoute<N extends ResourceName>(name: N, ...routed: RouteFileCheck<N>): ListRouteOptions
export function listRoute(name: ResourceName) {
  const { screen } = declarationOf(name)
  return {
    staticData: { title: screen.title },
    beforeLoad: () => requireRole(screen.role),
    validateSearch: validateListSearch,
    loaderDeps: listLoaderDeps,
    loader: ({ context, deps, params }: ListLoaderArgs) => {
      void startListQuery(context.queryClient, name, deps.search, params.parentId)
    },
    component: lazyListScreen(name),
  }
}

import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '@/routeTree.gen'
import { PendingScreen, RouteError } from '@/features/shell/ErrorScreens'

/** `history` defaults to the browser's; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Every screen's failure (a chunk that did not load included) shows inside the shell, never a blank page.
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PendingScreen,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** The route name shown in the toolbar. */
    title?: string
  }
}

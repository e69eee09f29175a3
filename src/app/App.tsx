import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { AppErrorBoundary } from '@/features/shell/AppErrorBoundary'
import { createQueryClient } from './queryClient'
import { createAppRouter } from './router'
import { redirectToLoginOnUnauthorized } from './unauthorized'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

redirectToLoginOnUnauthorized(router, queryClient)

/**
 * Runs the page's route loaders (its GETs and its screen's code start) before React's first render, in a task of
 * their own: on a phone that render's task was long enough to count in Lighthouse's blocking time with them inside
 * (issue 20). The render's own load then finds the route loaded.
 */
export function preloadPageRoute(): Promise<unknown> {
  const { pathname, search, hash } = window.location
  // With an href the router reads the path, search and hash from it; `to` is only what its types require.
  return router.preloadRoute({ to: '.', href: `${pathname}${search}${hash}` }).catch(() => undefined)
}

export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  )
}

import { Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Any unknown path redirects to / (spec §2).
  notFoundComponent: () => <Navigate to="/" replace />,
})

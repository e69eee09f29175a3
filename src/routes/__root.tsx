import { Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { DocumentTitle } from '@/features/shell/useRouteTitle'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Any unknown path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
})

function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  )
}

import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { AppErrorBoundary } from '@/features/shell/AppErrorBoundary'
import { createQueryClient } from './queryClient'
import { createAppRouter } from './router'
import { redirectToLoginOnUnauthorized } from './unauthorized'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

redirectToLoginOnUnauthorized(router, queryClient)

export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  )
}

import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { setUnauthorizedHandler } from '@/api/http'
import { signOut } from '@/features/auth/signOut'
import { AppErrorBoundary } from '@/features/shell/AppErrorBoundary'
import { createQueryClient } from './queryClient'
import { createAppRouter } from './router'
import { system } from './theme'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

// Any 401: the session is gone; clear what the user saw and go to /login (spec §8).
setUnauthorizedHandler(() => {
  signOut(queryClient)
  const here = router.state.location.href
  if (router.state.location.pathname !== '/login') {
    void router.navigate({ to: '/login', search: { redirect: here } })
  }
})

export function App() {
  return (
    <AppErrorBoundary>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>
    </AppErrorBoundary>
  )
}

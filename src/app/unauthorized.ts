import type { QueryClient } from '@tanstack/react-query'
import { setUnauthorizedHandler } from '@/api/http'
import { signOut } from '@/features/auth/signOut'
import type { createAppRouter } from './router'

/** Any 401: the session is gone; clear what the user saw and go to /login. */
export function redirectToLoginOnUnauthorized(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient) {
  setUnauthorizedHandler(() => {
    signOut(queryClient, 'unauthorized')
    const here = router.state.location.href
    if (router.state.location.pathname !== '/login') {
      void router.navigate({ to: '/login', search: { redirect: here } })
    }
  })
}

import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionStore } from '@/api/session'
import { LoginScreen } from '@/features/auth/LoginScreen'

export interface LoginSearch {
  redirect?: string
}

export const Route = createFileRoute('/login')({
  staticData: { title: 'Login' },
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {},
  beforeLoad: () => {
    if (sessionStore.get().isAuthenticated) throw redirect({ to: '/' })
  },
  component: LoginScreen,
})

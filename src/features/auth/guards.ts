import { redirect } from '@tanstack/react-router'
import { hasRole, sessionStore, type Role } from '@/api/session'

/** Not signed in → /login, remembering where the user was going. */
export function requireAuth(href: string) {
  if (!sessionStore.get().isAuthenticated) {
    throw redirect({ to: '/login', search: { redirect: href } })
  }
}

/**
 * Exact role match, no hierarchy; wrong role → /, which never redirects (see docs/decisions.md, "Home screen without
 * Viewer").
 */
export function requireRole(role: Role) {
  if (!hasRole(sessionStore.get(), role)) throw redirect({ to: '/' })
}

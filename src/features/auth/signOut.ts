import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/api/session'

/**
 * logout = the user chose to leave; unauthorized = a 401 took the session (what they typed is kept: see
 * docs/decisions.md, "Drafts and unsaved changes").
 */
export type SignOutReason = 'logout' | 'unauthorized'
type SignOutListener = (reason: SignOutReason) => void
const listeners = new Set<SignOutListener>()

/** Features that hold per-user state (the live hub, drafts) register here. */
export function onSignOut(listener: SignOutListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Logout and any 401: clear the session and everything cached for the user (see docs/decisions.md, "Sign-out forgets
 * everything").
 */
export function signOut(queryClient: QueryClient, reason: SignOutReason) {
  for (const l of [...listeners]) l(reason)
  sessionStore.clear()
  queryClient.clear()
}

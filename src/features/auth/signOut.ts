import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/api/session'

type SignOutListener = () => void
const listeners = new Set<SignOutListener>()

/** Features that hold per-user state (the live hub, drafts) register here. */
export function onSignOut(listener: SignOutListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Logout and any 401: clear the session and everything cached for the user (design §8.5). */
export function signOut(queryClient: QueryClient) {
  for (const l of listeners) l()
  sessionStore.clear()
  queryClient.clear()
}

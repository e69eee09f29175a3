import { useSyncExternalStore } from 'react'
import { sessionStore, type Session } from '@/api/session'

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)
}

import type { SandboxStore } from '../store/store'
import { NO_EDIT_LOCKS, type EditLocks } from './context'
import { authHandlers, type AuthOptions } from './auth'
import { referenceHandlers } from './reference'
import { allResourceHandlers } from './resources'
import { uploadHandlers } from './uploads'

/** Every sandbox HTTP handler, bound to one store, the hub's edit locks and the sign-in's options. */
export function createHandlers(store: SandboxStore, locks: EditLocks = NO_EDIT_LOCKS, auth: AuthOptions = {}) {
  return [
    ...authHandlers(store, auth),
    ...referenceHandlers(store),
    ...uploadHandlers(store),
    ...allResourceHandlers(store, locks),
  ]
}

import type { SandboxStore } from '../store/store'
import { NO_EDIT_LOCKS, type EditLocks } from './context'
import { authHandlers } from './auth'
import { referenceHandlers } from './reference'
import { allResourceHandlers } from './resources'
import { uploadHandlers } from './uploads'

/** Every sandbox HTTP handler, bound to one store and the hub's edit locks. */
export function createHandlers(store: SandboxStore, locks: EditLocks = NO_EDIT_LOCKS) {
  return [
    ...authHandlers(store),
    ...referenceHandlers(store),
    ...uploadHandlers(store),
    ...allResourceHandlers(store, locks),
  ]
}

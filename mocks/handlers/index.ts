import type { SandboxStore } from '../store/store'
import { authHandlers } from './auth'

/** Every sandbox HTTP handler, bound to one store. */
export function createHandlers(store: SandboxStore) {
  return [...authHandlers(store)]
}

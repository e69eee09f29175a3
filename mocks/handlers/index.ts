import type { SandboxStore } from '../store/store'
import { authHandlers } from './auth'
import { referenceHandlers } from './reference'
import { allResourceHandlers } from './resources'
import { uploadHandlers } from './uploads'

/** Every sandbox HTTP handler, bound to one store. */
export function createHandlers(store: SandboxStore) {
  return [...authHandlers(store), ...referenceHandlers(store), ...uploadHandlers(store), ...allResourceHandlers(store)]
}

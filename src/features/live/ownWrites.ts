import { OWN_ECHO_MS } from '@/config'
import type { Id } from '@/api/queryKeys'

/**
 * Ids this client just wrote, per resource: their live echoes are ignored for OWN_ECHO_MS (see docs/decisions.md, "Live
 * events patch the cache").
 */
const written = new Map<string, number>()

const keyOf = (resourceName: string, id: Id) => `${resourceName}\u0000${String(id)}`

export function rememberOwnWrite(resourceName: string, id: Id, now = Date.now()) {
  written.set(keyOf(resourceName, id), now)
}

export function isOwnEcho(resourceName: string, id: Id, now = Date.now()): boolean {
  const at = written.get(keyOf(resourceName, id))
  if (at === undefined) return false
  if (now - at <= OWN_ECHO_MS) return true
  written.delete(keyOf(resourceName, id))
  return false
}

export function forgetOwnWrites() {
  written.clear()
}

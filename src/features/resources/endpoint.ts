import type { ResourceEndpoint } from '@/api/crud'
import type { Id } from '@/api/queryKeys'
import type { AnyResource } from './types'

/** What the HTTP layer needs of a declaration. */
export function endpointOf(resource: AnyResource): ResourceEndpoint {
  return { path: resource.path, writePath: resource.writePath, parentKey: resource.parent?.key }
}

/** Route params are strings; numeric ids travel as numbers (records keep the server's type). */
export function parseId(raw: string): Id {
  return /^-?\d+$/.test(raw) ? Number(raw) : raw
}

import type { ResourceEndpoint } from '@/api/crud'
import type { Id } from '@/api/queryKeys'
import type { ResourceDeclaration } from './declaration'

/** What the HTTP layer needs of a declaration. */
export function endpointOf(resource: Pick<ResourceDeclaration, 'path' | 'writePath' | 'parent'>): ResourceEndpoint {
  return { path: resource.path, writePath: resource.writePath, parentKey: resource.parent?.key }
}

/** Route params are strings; numeric ids travel as numbers (records keep the server's type). */
export function parseId(raw: string): Id {
  return /^-?\d+$/.test(raw) ? Number(raw) : raw
}

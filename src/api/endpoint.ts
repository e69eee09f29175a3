import type { ResourceEndpoint } from './crud'

/** The parts of a resource declaration that say where its records are (structural: api knows no declaration). */
export interface EndpointSource {
  path: string
  writePath?: string
  parent?: { key: string }
}

/** What the HTTP layer needs of a declaration. */
export function endpointOf(resource: EndpointSource): ResourceEndpoint {
  return { path: resource.path, writePath: resource.writePath, parentKey: resource.parent?.key }
}

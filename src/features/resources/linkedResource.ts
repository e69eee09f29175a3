import type { ResourceName } from './declaration'
import { recordFields } from './recordFields'
import { declarationOf } from './registry'
import type { DeclaredResource } from './types'

const built = new Map<string, DeclaredResource>()

/**
 * A declared resource with its record schema built, once per name: what a parent's title, a child's link and the
 * HTTP calls need. Lives beside zod (recordFields), so it loads with the list screens, not with the registry.
 */
export function linkedResource(name: ResourceName): DeclaredResource {
  let resource = built.get(name)
  if (!resource) {
    const declaration = declarationOf(name)
    resource = { ...declaration, schema: declaration.schema(recordFields) } as DeclaredResource
    built.set(name, resource)
  }
  return resource
}

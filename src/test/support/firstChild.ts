import type { ChildLink } from '@/features/resources/declaration'
import { linkedResource } from '@/features/resources/linkedResource'
import type { DeclaredResource } from '@/features/resources/types'

/** The first child a resource's edit dialog links to (a chain test's next level); a missing link fails the test. */
export function firstChild(resource: { name: string; children?: readonly ChildLink[] }): DeclaredResource {
  const link = resource.children?.[0]
  if (!link) throw new Error(`${resource.name} links to no child resource.`)
  return linkedResource(link.resource)
}

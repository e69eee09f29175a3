import { lazy, Suspense } from 'react'
import { Heading, Skeleton } from '@chakra-ui/react'
import type { Id } from '@/api/queryKeys'
import { linkedResource } from './linkedResource'
import type { AnyResource } from './types'

// A child list's heading (its back arrow's tooltip brings zag's positioning, about 20 KB) loads with the first child
// list, not in the portions list's first load (issue 12). Until then the heading shows as still loading.
const ChildListHeading = lazy(() => import('./ChildListHeading').then((m) => ({ default: m.ChildListHeading })))

/** The list's title; a child list reads '<parent suffix>: <parent title property>.' (or the parent's #id when that
 * property is empty or the parent failed to load) with a back arrow. */
export function ListHeading({ resource, parentId }: { resource: AnyResource; parentId: Id | undefined }) {
  const parentName = parentId !== undefined ? resource.parent?.resource : undefined
  const parentResource = parentName === undefined ? undefined : linkedResource(parentName)
  if (!parentResource || parentId === undefined) {
    return <Heading as="h1" size="xl">{resource.title}</Heading>
  }
  return (
    <Suspense
      fallback={
        <Heading as="h1" size="xl" aria-busy>
          {parentResource.suffix}: <Skeleton as="span" display="inline-block" h="5" w="32" />
        </Heading>
      }
    >
      <ChildListHeading parentResource={parentResource} parentId={parentId} />
    </Suspense>
  )
}

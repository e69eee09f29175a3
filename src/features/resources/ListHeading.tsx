import { Flex, Heading, IconButton, Skeleton, Tooltip } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import { cellText } from './ResourceTable'
import { parentListPathOf, rememberedListHref } from './listPaths'
import { detailQueryOptions } from './queries'
import type { AnyResource } from './types'

/** The list's title; a child list reads '<parent suffix>: <parent title property>.' (or the parent's #id when that
 * property is empty or the parent failed to load) with a back arrow. */
export function ListHeading({ resource, parentId }: { resource: AnyResource; parentId: Id | undefined }) {
  const parentResource = parentId !== undefined ? resource.parent?.resource?.() : undefined
  if (!parentResource || parentId === undefined) {
    return <Heading as="h1" size="xl">{resource.title}</Heading>
  }
  return <ChildListHeading parentResource={parentResource} parentId={parentId} />
}

function ChildListHeading({ parentResource, parentId }: { parentResource: AnyResource; parentId: Id }) {
  const navigate = useNavigate()
  const parent = useQuery(detailQueryOptions(parentResource, parentId))
  const backHref = rememberedListHref(parentListPathOf(parentResource, parent.data))
  // A grandchild's back arrow needs the parent record to know where the parent list is (design §8.8).
  const waitsForParent = Boolean(parentResource.parent) && !parent.data
  return (
    <Flex align="center" gap={2}>
      <Tooltip.Root openDelay={300}>
        <Tooltip.Trigger asChild>
          <IconButton
            asChild
            aria-label={`Back to ${parentResource.title}`}
            variant="ghost"
            aria-disabled={waitsForParent || undefined}
          >
            <a
              href={backHref}
              onClick={(e) => {
                e.preventDefault()
                if (!waitsForParent) void navigate({ href: backHref })
              }}
            >
              <ArrowLeft />
            </a>
          </IconButton>
        </Tooltip.Trigger>
        <Tooltip.Positioner>
          <Tooltip.Content>{backHref}</Tooltip.Content>
        </Tooltip.Positioner>
      </Tooltip.Root>
      <Heading as="h1" size="xl">
        {parentResource.suffix}:{' '}
        {parent.data ? cellText(parent.data[parentResource.titleProperty]) || `#${String(parentId)}` : parent.isError ? `#${String(parentId)}` : <Skeleton as="span" display="inline-block" h="5" w="32" />}
        .
      </Heading>
    </Flex>
  )
}

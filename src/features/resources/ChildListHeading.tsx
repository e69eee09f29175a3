import { Flex, Heading, IconButton, Skeleton, Tooltip } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import { cellText } from './ResourceTable'
import { parentListPathOf, rememberedListHref } from './listPaths'
import { detailQueryOptions } from './queries'
import type { DeclaredResource } from './types'

/** The closing full stop of a child list's title, unless the parent's title already ends a sentence. */
export function endSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`
}

/** A child list's title, '<parent suffix>: <parent title property>.', with a back arrow to the parent list. */
export function ChildListHeading({ parentResource, parentId }: { parentResource: DeclaredResource; parentId: Id }) {
  const navigate = useNavigate()
  const parent = useQuery(detailQueryOptions(parentResource, parentId))
  const backHref = rememberedListHref(parentListPathOf(parentResource, parent.data))
  // A grandchild's back arrow needs the parent record to know where the parent list is (design §8.8).
  const waitsForParent = Boolean(parentResource.parent) && !parent.data
  const backLabel = `Back to ${parentResource.title}`
  const parentTitle = parent.data
    ? cellText(parent.data[parentResource.titleProperty]) || `#${String(parentId)}`
    : parent.isError
      ? `#${String(parentId)}`
      : undefined
  return (
    <Flex align="center" gap={2}>
      <Tooltip.Root openDelay={300}>
        <Tooltip.Trigger asChild>
          <IconButton
            asChild
            aria-label={backLabel}
            variant="ghost"
            aria-disabled={waitsForParent || undefined}
          >
            <a
              // Until the parent record says where its list is, there is no address to show or follow.
              href={waitsForParent ? undefined : backHref}
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
          <Tooltip.Content>{waitsForParent ? backLabel : backHref}</Tooltip.Content>
        </Tooltip.Positioner>
      </Tooltip.Root>
      <Heading as="h1" size="xl" aria-busy={parentTitle === undefined || undefined}>
        {parentResource.suffix}:{' '}
        {parentTitle === undefined ? <Skeleton as="span" display="inline-block" h="5" w="32" /> : endSentence(parentTitle)}
      </Heading>
    </Flex>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import { CELL_TEXT_MAX } from '@/config'
import { TitleSkeleton } from './TitleSkeleton'
import { cellText } from '../columnText'
import { parentListPathOf, rememberedListHref } from './listPaths'
import { detailQueryOptions } from '../queries'
import type { DeclaredResource } from '../types'
import { clipText } from '@/ui/clippedText'
import { iconButtonClassName } from '@/ui/IconButton'
import { Tooltip } from '@/ui/Tooltip'
import { listHeadingStyles as s } from './ListHeading.styles'
import { useLingui } from '@lingui/react'

/** The closing full stop of a child list's title, unless the parent's title already ends a sentence. */
export function endSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`
}

/** A child list's title, '<parent suffix>: <parent title property>.', with a back arrow to the parent list. */
export function ChildListHeading({ parentResource, parentId }: { parentResource: DeclaredResource; parentId: Id }) {
  const { _ } = useLingui()
  const navigate = useNavigate()
  const parent = useQuery(detailQueryOptions(parentResource, parentId))
  const backHref = rememberedListHref(parentListPathOf(parentResource, parent.data))
  // A grandchild's back arrow needs the parent record to know where the parent list is (see docs/decisions.md, "Back to
  // the parent list").
  const waitsForParent = Boolean(parentResource.parent) && !parent.data
  const backLabel = _('Back to {list}', { list: _(parentResource.title) })
  const parentTitle = parent.data
    ? clipText(cellText(parent.data[parentResource.titleProperty]), CELL_TEXT_MAX) || `#${String(parentId)}`
    : parent.isError
      ? `#${String(parentId)}`
      : undefined
  return (
    <div className={s.row}>
      {/* Where the arrow goes, for a pointer's hover and a keyboard's focus. */}
      <Tooltip content={waitsForParent ? backLabel : backHref}>
        {(tooltipId) => (
          <a
            className={iconButtonClassName()}
            aria-label={backLabel}
            aria-describedby={tooltipId}
            aria-disabled={waitsForParent || undefined}
            // Until the parent record says where its list is, there is no address to show or follow.
            href={waitsForParent ? undefined : backHref}
            onClick={(e) => {
              e.preventDefault()
              if (!waitsForParent) void navigate({ href: backHref })
            }}
          >
            <ArrowLeft />
          </a>
        )}
      </Tooltip>
      <h1 className={s.title} aria-busy={parentTitle === undefined || undefined}>
        {_(parentResource.suffix)}: {parentTitle === undefined ? <TitleSkeleton /> : endSentence(parentTitle)}
      </h1>
    </div>
  )
}

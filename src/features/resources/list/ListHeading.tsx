import type { Id } from '@/api/queryKeys'
import { iconButtonClassName } from '@/ui/IconButton'
import { lazyComponent } from '@/ui/lazyComponent'
import { cx } from '@/ui/cx'
import { linkedResource } from '../linkedResource'
import { TitleSkeleton } from './TitleSkeleton'
import type { AnyResource, DeclaredResource } from '../types'
import { listHeadingStyles as s } from './ListHeading.styles'
import { useLingui } from '@lingui/react'

/**
 * A child list's heading (with its parent's query) loads with the first child list, not in the portions list's first
 * load: a child list's route preloads it with the screen. Until it is there the heading shows as still loading.
 */
export const ChildListHeading = lazyComponent(
  () => import('./ChildListHeading').then((m) => m.ChildListHeading),
  ChildListHeadingPlaceholder,
)

function ChildListHeadingPlaceholder({ parentResource }: { parentResource: DeclaredResource }) {
  const { _ } = useLingui()
  return (
    <div className={s.row}>
      <span className={cx(iconButtonClassName(), s.arrowSlot)} aria-hidden />
      <h1 className={s.title} aria-busy>
        {_(parentResource.suffix)}: <TitleSkeleton />
      </h1>
    </div>
  )
}

/** The list's title; a child list reads '<parent suffix>: <parent title property>.' (or the parent's #id when that
 * property is empty or the parent failed to load) with a back arrow. */
export function ListHeading({ resource, parentId }: { resource: AnyResource; parentId: Id | undefined }) {
  const { _ } = useLingui()
  const parentName = parentId !== undefined ? resource.parent?.resource : undefined
  const parentResource = parentName === undefined ? undefined : linkedResource(parentName)
  if (!parentResource || parentId === undefined) {
    return <h1 className={s.title}>{_(resource.title)}</h1>
  }
  return <ChildListHeading parentResource={parentResource} parentId={parentId} />
}

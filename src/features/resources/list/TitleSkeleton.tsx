import { Skeleton } from '@/ui/Feedback'
import { listHeadingStyles as s } from './ListHeading.styles'

/** Holds the place of a child list's parent title in its heading while the parent loads. */
export function TitleSkeleton() {
  return <Skeleton className={s.skeleton} />
}

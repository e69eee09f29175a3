import '@/theme/controls.css'
import './ListHeading.css'

/** Holds the place of a child list's parent title in its heading while the parent loads. */
export function TitleSkeleton() {
  return <span className="nc-skeleton nc-list-heading__skeleton" />
}

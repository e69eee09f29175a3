import { Eye } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import type { LiveResource } from '@/features/live/liveResource'
import { useViewers } from '@/features/live/viewers'
import { visuallyHiddenClass } from '@/ui/feedback.styles'
import { rowViewersStyles as s } from './RowViewers.styles'
import { viewerList } from './viewerNames'
import { useLingui } from '@lingui/react'

/**
 * Beside a row's pencil or lock badge: who else has the record open (the hub's presence), an eye with the first name
 * and how many more. Screen readers hear everyone and what they do; the whole line is the title for a mouse. Nothing
 * at all while nobody else has it open, or the hub offers no presence.
 */
export function RowViewers({ resource, id }: { resource: LiveResource; id: Id }) {
  const { _ } = useLingui()
  const viewers = useViewers(resource, id)
  const [first] = viewers
  if (!first) return null
  const all = _('Open by {names}', { names: viewerList(viewers) })
  return (
    <span className={s.root} title={all} data-viewers={viewers.length}>
      <Eye aria-hidden />
      <span className={s.name} aria-hidden>
        {first.name}
      </span>
      {viewers.length > 1 && (
        <span className={s.more} aria-hidden>
          {_('+{count}', { count: viewers.length - 1 })}
        </span>
      )}
      <span className={visuallyHiddenClass}>{all}</span>
    </span>
  )
}

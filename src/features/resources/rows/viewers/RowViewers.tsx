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
 * and how many more; beside a lock badge (`holder`, the lock's username) the eye and how many, the holder left out. Screen readers hear everyone and what they do; the whole line is the title for a mouse. Nothing
 * at all while nobody else has it open, or the hub offers no presence.
 */
export function RowViewers({ resource, id, holder }: { resource: LiveResource; id: Id; holder?: string }) {
  const { _ } = useLingui()
  const all = useViewers(resource, id)
  // The lock badge names whoever edits the row already; beside it the eye counts the others, to leave the badge room.
  const viewers = holder === undefined ? all : all.filter((v) => !(v.mode === 'edit' && v.user === holder))
  const [first] = viewers
  if (!first) return null
  const names = _('Open by {names}', { names: viewerList(viewers) })
  return (
    <span className={s.root} title={names} data-viewers={viewers.length}>
      <Eye aria-hidden />
      {holder === undefined ? (
        <>
          <span className={s.name} aria-hidden>
            {first.name}
          </span>
          {viewers.length > 1 && (
            <span className={s.more} aria-hidden>
              {_('+{count}', { count: viewers.length - 1 })}
            </span>
          )}
        </>
      ) : (
        <span className={s.more} aria-hidden>
          {viewers.length}
        </span>
      )}
      <span className={visuallyHiddenClass}>{names}</span>
    </span>
  )
}

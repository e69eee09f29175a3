import { PenLine } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import { useRowChangedBy } from '@/features/live'
import type { LiveResource } from '@/features/live/liveResource'
import { visuallyHiddenClass } from '@/ui/feedback.styles'
import { RowViewers } from './RowViewers'
import { rowViewersStyles as s } from './RowViewers.styles'
import { useLingui } from '@lingui/react'

/**
 * What a row says of other people, before its buttons: who changed it just now (while it is highlighted, when the hub
 * named them: a pen and the name, "Changed by NAME" to a screen reader and a mouse) and who has it open. Both give way
 * to the buttons: they shrink, cut their names, and never widen the row's edit box.
 */
export function RowPresence({ resource, id, holder }: { resource: LiveResource; id: Id; holder?: string }) {
  const { _ } = useLingui()
  const changedBy = useRowChangedBy(resource, id)
  if (changedBy) {
    const text = _('Changed by {name}', { name: changedBy })
    return (
      <span className={s.root} title={text}>
        <PenLine aria-hidden />
        <span className={s.name} aria-hidden>
          {changedBy}
        </span>
        <span className={visuallyHiddenClass}>{text}</span>
      </span>
    )
  }
  return <RowViewers resource={resource} id={id} holder={holder} />
}

import { Eye } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import type { LiveResource } from '@/features/live/liveResource'
import { useViewers } from '@/features/live/viewers'
import { recordViewersStyles as s } from './RecordViewers.styles'
import { viewerList } from './viewerNames'
import { useLingui } from '@lingui/react'

/**
 * At the top of the edit dialog and the read-only view: who else is in this record, by name and what they do ("Also
 * here: Chris Chief (read-only)"). Nothing while nobody else is, or the hub offers no presence (no live region: the toasts' status is the dialog's one).
 */
export function RecordViewers({ resource, id }: { resource: LiveResource; id: Id }) {
  const { _ } = useLingui()
  const viewers = useViewers(resource, id)
  if (viewers.length === 0) return null
  return (
    <p className={s.root} data-viewers={viewers.length}>
      <Eye aria-hidden />
      <span>{_('Also here: {names}', { names: viewerList(viewers) })}</span>
    </p>
  )
}

import type { Id } from '@/api/queryKeys'
import { useRowChangedBy } from '@/features/live'
import type { LiveResource } from '@/features/live/liveResource'
import { RowViewers } from './RowViewers'
import { rowViewersStyles as s } from './RowViewers.styles'
import { useLingui } from '@lingui/react'

/**
 * What a row says of other people, before its buttons: who changed it just now (while it is highlighted, when the hub
 * named them) and who has it open.
 */
export function RowPresence({ resource, id }: { resource: LiveResource; id: Id }) {
  const { _ } = useLingui()
  const changedBy = useRowChangedBy(resource, id)
  return (
    <>
      {changedBy && <span className={s.changed}>{_('Changed by {name}', { name: changedBy })}</span>}
      <RowViewers resource={resource} id={id} />
    </>
  )
}

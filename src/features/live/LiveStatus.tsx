import { useSyncExternalStore } from 'react'
import { liveHub, type HubStatus } from '@/api/hub'
import { liveStatusStyles as s } from './LiveStatus.styles'
import { useLingui } from '@lingui/react'

const LOOK: Record<Exclude<HubStatus, 'idle'>, { text: string; label: string }> = {
  connecting: { text: 'Connecting…', label: 'Live updates: connecting' },
  live: { text: 'Live', label: 'Live updates: live' },
  reconnecting: { text: 'Reconnecting…', label: 'Live updates: reconnecting' },
  offline: { text: 'Offline', label: 'Live updates: offline' },
}

/** Toolbar indicator of the live channel: live / reconnecting / offline, announced politely. */
export function LiveStatus() {
  const status = useSyncExternalStore(liveHub.subscribeStatus, liveHub.getStatus)
  const { _ } = useLingui()

  // Before the channel starts (after the first paint) the dot's place is kept, empty: the toolbar's controls to its
  // left (the search) do not move when it comes.
  if (status === 'idle') return <div aria-hidden className={s.root} data-status={status} />
  const look = LOOK[status]
  return (
    <div role="status" aria-label={_(look.label)} title={_(look.label)} className={s.root} data-status={status}>
      <span aria-hidden className={s.dot} />
      <span aria-hidden className={s.text}>
        {_(look.text)}
      </span>
    </div>
  )
}

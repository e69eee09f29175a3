import { useSyncExternalStore } from 'react'
import { liveHub, type HubStatus } from '@/api/hub'
import './LiveStatus.css'

const LOOK: Record<Exclude<HubStatus, 'idle'>, { text: string; label: string }> = {
  connecting: { text: 'Connecting…', label: 'Live updates: connecting' },
  live: { text: 'Live', label: 'Live updates: live' },
  reconnecting: { text: 'Reconnecting…', label: 'Live updates: reconnecting' },
  offline: { text: 'Offline', label: 'Live updates: offline' },
}

/** Toolbar indicator of the live channel (issue 5): live / reconnecting / offline, announced politely. Plain CSS. */
export function LiveStatus() {
  const status = useSyncExternalStore(liveHub.subscribeStatus, liveHub.getStatus)

  if (status === 'idle') return null
  const look = LOOK[status]
  return (
    <div role="status" aria-label={look.label} title={look.label} className="nc-live-status" data-status={status}>
      <span aria-hidden className="nc-live-status__dot" />
      <span aria-hidden className="nc-live-status__text">{look.text}</span>
    </div>
  )
}

import { useSyncExternalStore } from 'react'
import { liveHub } from '@/api/hub'
import type { BaseRecord } from '@/api/record'
import type { EditLock } from '@/features/live'
import type { LiveResource } from '@/features/live/liveResource'
import { useMinutesLeft } from '@/features/live/lockTime'
import { MESSAGES } from '@/i18n/messages'
import { Alert } from '@/ui/Alert'
import { Button } from '@/ui/Button'
import { recordName, type Nameable } from '../../recordName'
import type { Values } from '../../edit/recordValues'
import { holderName } from './holderName'
import { NotifyButton } from './NotifyButton'
import { lockBannerStyles as s } from './LockBanner.styles'
import { useLingui } from '@lingui/react'

interface LockBannerProps {
  resource: LiveResource & Nameable
  /** The record the dialog shows (saved: it has its id). */
  record: Values
  lock: EditLock
  /** The user was typing when the lock went to someone else: their values are kept as a draft. */
  lostLock: boolean
  /** The holder saved while this dialog was open read-only: the form shows their values now. */
  updated: boolean
}

function MinutesLeft({ lockDate }: { lockDate: string }) {
  const { _ } = useLingui()
  return <span>{_('{minutes} min left', { minutes: useMinutesLeft(lockDate) })}</span>
}

/**
 * The top of a read-only edit dialog: who holds the record and for how long, what changed live, "Notify me when free";
 * once the holder has let go, "Edit now".
 */
export function LockBanner({ resource, record, lock, lostLock, updated }: LockBannerProps) {
  const { _ } = useLingui()
  const { id } = record as BaseRecord
  const name = recordName(resource, record as BaseRecord)
  const status = useSyncExternalStore(liveHub.subscribeStatus, liveHub.getStatus)
  const editor = holderName(lock.holder, lock.lockedBy)
  const notes = (
    <span className={s.notes}>
      {updated && <span>{_('{editor} saved a change; you see it now.', { editor })}</span>}
      {(status === 'offline' || status === 'reconnecting') && (
        <span>{_('The live channel is down: these may not be the latest values.')}</span>
      )}
    </span>
  )
  if (lock.free) {
    return (
      <Alert status="info" title={_('{editor} has finished editing.', { editor })} description={notes}>
        <Button size="sm" onClick={lock.editNow}>
          {_('Edit now')}
        </Button>
      </Alert>
    )
  }
  let why: string | undefined
  if (lostLock) why = MESSAGES.lockLost(editor, name)
  else if (lock.lostRace) why = _('{editor} started editing it first.', { editor })
  return (
    <Alert
      status="warning"
      title={_('Locked by {editor}', { editor })}
      description={
        <span className={s.notes}>
          {why && <span>{why}</span>}
          {lock.holder && <MinutesLeft lockDate={lock.holder.lockDate} />}
          {notes}
        </span>
      }
    >
      <NotifyButton resource={resource} id={id} name={name} />
    </Alert>
  )
}

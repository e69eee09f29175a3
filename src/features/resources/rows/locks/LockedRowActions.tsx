import type { ReactNode } from 'react'
import { Eye } from 'lucide-react'
import type { LockEntry } from '@/api/hubAdapter'
import type { LiveResource } from '@/features/live/liveResource'
import { IconButton } from '@/ui/IconButton'
import { RowLockBadge } from '../RowLockBadge'
import { rowLockStyles as s } from '../RowLockBadge.styles'
import { useLingui } from '@lingui/react'

interface LockedRowActionsProps {
  resource: LiveResource
  /** Who else has the row open, before the badge (RowPresence). */
  presence?: ReactNode
  lock: LockEntry
  /** How the row's buttons name it: its title, else "Portion 12" (recordName). */
  name: string
  /** Opens the record in the edit dialog, which is read-only while the lock lasts. */
  onView(trigger: HTMLElement): void
  onViewIntent(): void
}

/**
 * A row someone else holds: the lock badge and an eye that opens the record read-only. The eye comes after the badge:
 * the badge's popover opens on its start side and would cover it there.
 */
export function LockedRowActions({ resource, presence, lock, name, onView, onViewIntent }: LockedRowActionsProps) {
  const { _ } = useLingui()
  return (
    <div className={s.editBox}>
      {presence}
      <RowLockBadge resource={resource} lock={lock} name={name} />
      <IconButton
        size="sm"
        aria-label={_('View {name}', { name })}
        onPointerDown={onViewIntent}
        onClick={(e) => onView(e.currentTarget)}
      >
        <Eye />
      </IconButton>
    </div>
  )
}

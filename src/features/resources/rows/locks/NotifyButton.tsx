import { Bell, BellRing } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import type { LiveResource } from '@/features/live/liveResource'
import { useLockWatch } from '@/features/live/lockWatch'
import { Button } from '@/ui/Button'
import { useLingui } from '@lingui/react'

/**
 * "Notify me when free": a toggle; the list tells the user when the row's lock goes (useLockNotices). Its name adds
 * the record's ("Notify me when free: Zucker") after the words it shows.
 */
export function NotifyButton({ resource, id, name }: { resource: LiveResource; id: Id; name: string }) {
  const { _ } = useLingui()
  const [watched, toggle] = useLockWatch(resource, id)
  return (
    <Button
      size="sm"
      variant={watched ? 'subtle' : 'outline'}
      aria-pressed={watched}
      aria-label={_('Notify me when free: {name}', { name })}
      onClick={toggle}
    >
      {watched ? <BellRing aria-hidden /> : <Bell aria-hidden />}
      {_('Notify me when free')}
    </Button>
  )
}

import { Link } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { hasRole } from '@/api/session'
import { useSession } from '@/features/auth/useSession'
import { SAMPLE_NOTIFICATIONS } from './notifications'
import { SCREENS } from './screens'
import { ToolbarPopover } from './ToolbarPopover'
import { badgeClass } from '@/ui/feedback.styles'
import { cx } from '@/ui/cx'
import { paletteClass } from '@/ui/palette'
import { bellStyles as s } from './NotificationBell.styles'
import { useLingui } from '@lingui/react'

/**
 * The bell's list shows to everyone; its link to /notifications only to who may open it (see docs/decisions.md, "Roles
 * and links").
 */
export function NotificationBell() {
  const { _ } = useLingui()
  const session = useSession()
  const canOpenAll = hasRole(session, SCREENS.notifications.role)
  return (
    <ToolbarPopover
      label={_('Notifications ({count})', { count: SAMPLE_NOTIFICATIONS.length })}
      title={_(SCREENS.notifications.title)}
      icon={<Bell aria-hidden />}
      maxWidth={320}
      // The count sits beside the button, not in it: visible text inside would have to match its name.
      beside={
        <span className={cx(badgeClass.solidXs, paletteClass.danger, s.count)} aria-hidden>
          {SAMPLE_NOTIFICATIONS.length}
        </span>
      }
    >
      <ul className={s.list}>
        {SAMPLE_NOTIFICATIONS.map((n) => (
          <li key={n.id} className={s.item} data-status={n.status}>
            <p>{_(n.text)}</p>
          </li>
        ))}
      </ul>
      {canOpenAll && (
        <Link to={SCREENS.notifications.path} className={s.all}>
          {_('All notifications')}
        </Link>
      )}
    </ToolbarPopover>
  )
}

import { Link } from '@tanstack/react-router'
import { LogOut, UserRound } from 'lucide-react'
import { hasRole, ROLES } from '@/api/session'
import { DRAWER_WIDTH } from '@/config'
import { useSession } from '@/features/auth/useSession'
import { Later } from './Later'
import { MENU, SCREENS } from './screens'
import { SIDEBAR_COLORS, SIDEBAR_IMAGES, useShellSettings } from './settings'
import { cx } from '@/ui/cx'
import { sidebarStyles as s } from './Sidebar.styles'
import { useLingui } from '@lingui/react'

/**
 * The drawer's content: the user's name, the role menu and Logout. The colour and pattern come from the settings
 * panel; dark palette shades under white text keep WCAG AA contrast, and the active entry is dark on white.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { _ } = useLingui()
  const session = useSession()
  const { color, image } = useShellSettings()
  const entries = MENU.filter((s) => hasRole(session, s.role))

  return (
    <nav
      aria-label={_('Main menu')}
      data-sidebar-color={color}
      className={cx(s.root, SIDEBAR_COLORS[color].paletteClass)}
      style={{ width: DRAWER_WIDTH, backgroundImage: SIDEBAR_IMAGES[image].css }}
    >
      <Later>
        <div className={s.user}>
          <UserRound aria-hidden size={20} />
          {hasRole(session, ROLES.VIEWER) ? (
            <Link to={SCREENS.userProfile.path} onClick={onNavigate} className={s.nameLink}>
              {session.displayname || session.username}
            </Link>
          ) : (
            <p className={s.name}>{session.displayname || session.username}</p>
          )}
        </div>
        <ul className={s.menu}>
          {entries.map((screen) => (
            <li key={screen.path}>
              <Link
                to={screen.path}
                activeOptions={{ exact: screen.path === '/' }}
                onClick={onNavigate}
                className={s.item}
              >
                {_(screen.title)}
              </Link>
            </li>
          ))}
        </ul>
        {/* Never preloaded on hover: loading /logout signs out. */}
        <Link to="/logout" preload={false} className={s.item}>
          <LogOut aria-hidden size={18} />
          {_('Logout')}
        </Link>
      </Later>
    </nav>
  )
}

import { Link } from '@tanstack/react-router'
import { LogOut, UserRound } from 'lucide-react'
import { hasRole, ROLES } from '@/api/session'
import { DRAWER_WIDTH } from '@/config'
import { useSession } from '@/features/auth/useSession'
import { Later } from './Later'
import { MENU, SCREENS } from './screens'
import { SIDEBAR_COLORS, SIDEBAR_IMAGES, useShellSettings } from './settings'
import { useThemeIntent } from './themeIntent'
import './palette.css'
import './Sidebar.css'

/**
 * The drawer's content: the user's name, the role menu and Logout. The colour and pattern come from the settings
 * panel; dark palette shades under white text keep WCAG AA contrast, and the active entry is dark on white.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession()
  const { color, image } = useShellSettings()
  const entries = MENU.filter((s) => hasRole(session, s.role))
  const themeIntent = useThemeIntent()

  return (
    <nav
      aria-label="Main menu"
      data-sidebar-color={color}
      data-palette={SIDEBAR_COLORS[color].palette}
      className="nc-sidebar"
      style={{ width: DRAWER_WIDTH, backgroundImage: SIDEBAR_IMAGES[image].css }}
    >
      <Later>
        <div className="nc-sidebar__user">
          <UserRound aria-hidden size={20} />
          {hasRole(session, ROLES.VIEWER) ? (
            <Link
              to={SCREENS.userProfile.path}
              onClick={onNavigate}
              onPointerEnter={() => themeIntent(SCREENS.userProfile.path)}
              onFocus={() => themeIntent(SCREENS.userProfile.path)}
              className="nc-sidebar__name nc-sidebar__name--link">
              {session.displayname || session.username}
            </Link>
          ) : (
            <p className="nc-sidebar__name">{session.displayname || session.username}</p>
          )}
        </div>
        <ul className="nc-sidebar__menu">
          {entries.map((s) => (
            <li key={s.path}>
              <Link
                to={s.path}
                activeOptions={{ exact: s.path === '/' }}
                onClick={onNavigate}
                onPointerEnter={() => themeIntent(s.path)}
                onFocus={() => themeIntent(s.path)}
                className="nc-sidebar__item"
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
        {/* Never preloaded on hover: loading /logout signs out. */}
        <Link to="/logout" preload={false} className="nc-sidebar__item">
          <LogOut aria-hidden size={18} />
          Logout
        </Link>
      </Later>
    </nav>
  )
}

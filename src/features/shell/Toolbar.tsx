import { Link } from '@tanstack/react-router'
import { LayoutDashboard, Menu, Search } from 'lucide-react'
import { hasRole } from '@/api/session'
import { PRODUCT_NAME } from '@/config'
import { useSession } from '@/features/auth/useSession'
import { LiveStatus } from '@/features/live/LiveStatus'
import { loadedAfterFirstPaint } from '@/features/navigation/firstPaint'
import { SCREENS } from './screens'
import { useThemeIntent } from './themeIntent'
import { useRouteTitle } from './useRouteTitle'
import '@/theme/controls.css'
import './Toolbar.css'

/** Keeps an icon button's place until its popover's code has come, so nothing moves when it does. */
const iconButtonSpace = <span className="nc-toolbar__space" aria-hidden />
// The popovers are not needed for the first paint (issue 12): their code comes once it has happened.
const NotificationBell = loadedAfterFirstPaint(() => import('./NotificationBell').then((m) => m.NotificationBell), iconButtonSpace)
const SettingsPanel = loadedAfterFirstPaint(() => import('./SettingsPanel').then((m) => m.SettingsPanel), iconButtonSpace)

export function Toolbar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const session = useSession()
  const title = useRouteTitle()
  const themeIntent = useThemeIntent()

  return (
    <header className="nc-toolbar">
      {onOpenMenu && (
        <button type="button" className="nc-control-button nc-control-button--md nc-control-button--icon" aria-label="Open menu" onClick={onOpenMenu}>
          <Menu aria-hidden />
        </button>
      )}
      {/* Product name and route name; on a phone they stack so neither is cut off. */}
      <p className="nc-toolbar__title">
        <span className="nc-toolbar__product">{PRODUCT_NAME}</span>
        <span className="nc-toolbar__dot" aria-hidden>·</span>
        <span className="nc-toolbar__route" data-testid="route-name">{title}</span>
      </p>
      <form role="search" className="nc-toolbar__search" onSubmit={(e) => e.preventDefault()}>
        <Search aria-hidden size={18} />
        <input className="nc-control-input nc-control-input--sm nc-toolbar__search-input" aria-label="Search" placeholder="Search" />
      </form>
      <LiveStatus />
      {hasRole(session, SCREENS.dashboard.role) && (
        <Link
          to={SCREENS.dashboard.path}
          className="nc-control-button nc-control-button--md nc-control-button--icon"
          aria-label="Dashboard"
          onPointerEnter={() => themeIntent(SCREENS.dashboard.path)}
          onFocus={() => themeIntent(SCREENS.dashboard.path)}
        >
          <LayoutDashboard aria-hidden />
        </Link>
      )}
      <NotificationBell />
      <SettingsPanel />
    </header>
  )
}

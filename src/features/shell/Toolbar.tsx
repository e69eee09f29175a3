import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { LayoutDashboard, Menu, Search } from 'lucide-react'
import { hasRole } from '@/api/session'
import { PRODUCT_NAME } from '@/config'
import { useSession } from '@/features/auth/useSession'
import { LiveStatus } from '@/features/live/LiveStatus'
import { loadedAfterFirstPaint } from '@/features/navigation/firstPaint'
import { SCREENS } from './screens'
import { useRouteTitle } from './useRouteTitle'
import { IconButton, iconButtonClassName } from '@/ui/IconButton'
import { Input } from '@/ui/Input'
import { toolbarStyles as s } from './Toolbar.styles'
import { useLingui } from '@lingui/react'

/** Keeps an icon button's place until its popover's code has come, so nothing moves when it does. */
const iconButtonSpace = <span className={s.space} aria-hidden />
// The popovers are not needed for the first paint: their code comes once it has happened.
const NotificationBell = loadedAfterFirstPaint(
  () => import('./NotificationBell').then((m) => m.NotificationBell),
  iconButtonSpace,
)
const SettingsPanel = loadedAfterFirstPaint(
  () => import('./SettingsPanel').then((m) => m.SettingsPanel),
  iconButtonSpace,
)

/** The toolbar's search box, where the spec puts it; `search` of the Toolbar gives it its behaviour. */
export function ToolbarSearch(props: ComponentProps<typeof Input>) {
  const { _ } = useLingui()
  return (
    <form role="search" className={s.search} onSubmit={(e) => e.preventDefault()}>
      <Search aria-hidden size={18} />
      <Input size="sm" className={s.searchInput} aria-label={_('Search')} placeholder={_('Search')} {...props} />
    </form>
  )
}

export function Toolbar({ onOpenMenu, search }: { onOpenMenu?: () => void; search?: ReactNode }) {
  const { _ } = useLingui()
  const session = useSession()
  const title = useRouteTitle()

  return (
    <header className={s.root}>
      {onOpenMenu && (
        <IconButton aria-label={_('Open menu')} onClick={onOpenMenu}>
          <Menu aria-hidden />
        </IconButton>
      )}
      {/* Product name and route name; on a phone they stack so neither is cut off. */}
      <p className={s.title}>
        <span className={s.product}>{PRODUCT_NAME}</span>
        <span className={s.dot} aria-hidden>
          ·
        </span>
        <span className={s.route} data-testid="route-name">
          {title}
        </span>
      </p>
      {search ?? <ToolbarSearch />}
      <LiveStatus />
      {hasRole(session, SCREENS.dashboard.role) && (
        <span className={s.wideOnly}>
          <Link to={SCREENS.dashboard.path} className={iconButtonClassName()} aria-label={_(SCREENS.dashboard.title)}>
            <LayoutDashboard aria-hidden />
          </Link>
        </span>
      )}
      <NotificationBell />
      <SettingsPanel />
    </header>
  )
}

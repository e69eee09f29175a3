import { useState, type ReactNode } from 'react'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { loadedAfterFirstPaint, ScreenCommitted } from '@/features/navigation/firstPaint'
import { Footer } from './Footer'
import { Later } from './Later'
import { MobileMenu } from './MobileMenu'
import { SCREENS } from './screens'
import { Sidebar } from './Sidebar'
import { Toolbar } from './Toolbar'
import { useIsMobile } from './useIsMobile'
import { shellStyles as s } from './Shell.styles'
import { useLingui } from '@lingui/react'

/** The toasts (after a save or a delete) are not on the first paint's path: their region loads once it is done. */
const Toasts = loadedAfterFirstPaint(() => import('./toaster').then((m) => m.AppToaster))

/**
 * Toolbar, drawer (fixed, or an overlay under the breakpoint), the screen and the footer, on the kit. The frame
 * paints first, then the toolbar, menu and screen (`Later`).
 */
export function Shell({ toolbarSearch }: { toolbarSearch?: ReactNode }) {
  const { _ } = useLingui()
  const isMobile = useIsMobile()
  const [menuOpen, setMenuOpen] = useState(false)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const showFooter = pathname !== SCREENS.maps.path

  return (
    <div className={s.root}>
      <a className={s.skip} href="#main">
        {_('Skip to content')}
      </a>
      {isMobile ? (
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
      ) : (
        <div className={s.drawer}>
          <Sidebar />
        </div>
      )}
      <div className={s.column}>
        <Later>
          <Toolbar onOpenMenu={isMobile ? () => setMenuOpen(true) : undefined} search={toolbarSearch} />
        </Later>
        <main id="main" tabIndex={-1} className={s.main}>
          <Later>
            <Outlet />
            <ScreenCommitted />
          </Later>
        </main>
        {showFooter && (
          <Later>
            <Footer />
          </Later>
        )}
      </div>
      <Toasts />
    </div>
  )
}

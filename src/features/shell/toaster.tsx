import { ToastRegion, toaster } from '@/ui/Toast'
import { DRAWER_WIDTH } from '@/config'
import { useIsMobile } from './useIsMobile'
import { toasterStyles as s } from './toaster.styles'
import { useLingui } from '@lingui/react'

export { toaster }

/**
 * Where the console's toasts show: the signed-in frame mounts it once its first screen has painted. Beside the fixed
 * drawer they stand in its foot, above Logout, over none of the screen's controls (a corner of the screen always
 * lands on a row's buttons, the pager or the list's toolbar); without the drawer, at the bottom of the screen.
 */
export function AppToaster() {
  const { _ } = useLingui()
  const drawer = !useIsMobile()
  return (
    <ToastRegion
      toaster={toaster}
      label={_('Toasts')}
      placement={drawer ? s.drawerFoot : undefined}
      width={drawer ? DRAWER_WIDTH : undefined}
    />
  )
}

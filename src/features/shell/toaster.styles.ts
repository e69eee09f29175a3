import { css } from 'styled-system/css'

/** The toasts in the drawer's foot: its width (set by the drawer), above Logout, as far from its edges as its items. */
export const toasterStyles = {
  drawerFoot: css({ insetStart: '0', bottom: '16', px: '3' }),
}

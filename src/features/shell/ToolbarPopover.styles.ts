import { css } from 'styled-system/css'

export const toolbarPopoverStyles = {
  root: css({ position: 'relative', flexShrink: '0' }),
  /** A toolbar button stays hovered while its popover is open. */
  button: css({ '&[aria-expanded=true]': { bg: 'colorPalette.subtle' } }),
}

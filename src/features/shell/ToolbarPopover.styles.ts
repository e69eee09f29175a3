import { css } from 'styled-system/css'
import { ncToolbarPopover } from 'styled-system/recipes'

export const toolbarPopoverStyles = {
  ...ncToolbarPopover(),
  button: css({ '&[aria-expanded=true]': { bg: 'colorPalette.subtle' } }),
}

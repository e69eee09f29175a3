import { css } from 'styled-system/css'
import { ncToolbar } from 'styled-system/recipes'

/** The toolbar. build/firstPaintShell.ts draws its bar before JS: keep the two alike. */
export const toolbarStyles = {
  ...ncToolbar(),
  searchInput: css({ width: '180px' }),
}

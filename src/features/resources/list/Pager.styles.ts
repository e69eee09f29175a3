import { css } from 'styled-system/css'
import { ncPager } from 'styled-system/recipes'

/**
 * The list's pager: page buttons on the start side, the page box and the count on the end side. On a phone the buttons
 * keep one line of their own, narrower when seven pages and the arrows would not fit.
 */
export const pagerStyles = {
  ...ncPager(),
  input: css({ width: '16' }),
  // On a phone a button may narrow below its size to keep the line (a utility, so it wins over the button's recipe).
  button: css({ mdDown: { flex: '0 1 token(sizes.9)', minWidth: '0', px: '0' } }),
}

import { css } from 'styled-system/css'
import { ncPager } from 'styled-system/recipes'

/** The list's pager: page buttons on the start side, the page box and the count on the end side. */
export const pagerStyles = {
  ...ncPager(),
  input: css({ width: '16' }),
}

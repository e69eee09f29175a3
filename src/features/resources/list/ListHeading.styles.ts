import { css } from 'styled-system/css'
import { heading, ncListHeading } from 'styled-system/recipes'

/** A list's title (an extra-large heading) and a child list's row of back arrow and title. */
export const listHeadingStyles = {
  ...ncListHeading(),
  title: heading({ size: 'xl' }),
  skeleton: css({ display: 'inline-block!', width: '8rem', verticalAlign: 'middle' }),
  /** Where the back arrow will be while a child list's heading loads: the row is as tall then as after (no shift). */
  arrowSlot: css({ visibility: 'hidden' }),
}

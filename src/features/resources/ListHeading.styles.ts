import { css } from 'styled-system/css'
import { heading } from 'styled-system/recipes'

/** A list's title (Chakra's Heading, size xl) and a child list's row of back arrow and title. */
export const listHeadingStyles = {
  title: heading({ size: 'xl' }),
  row: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  skeleton: css({ display: 'inline-block!', width: '8rem', verticalAlign: 'middle' }),
}

import { css } from 'styled-system/css'

/** The toolbar's box is hidden on a phone (its recipe): a search button stands in for it there. */
export const launcherStyles = {
  phoneButton: css({ hideFrom: 'md', flexShrink: 0 }),
}

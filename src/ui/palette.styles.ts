import { css } from 'styled-system/css'

/** One class per Chakra colour palette the console uses, written out so Panda's extractor sees each one. */
export const paletteClass = {
  gray: css({ colorPalette: 'gray' }),
  green: css({ colorPalette: 'green' }),
  red: css({ colorPalette: 'red' }),
  cyan: css({ colorPalette: 'cyan' }),
  orange: css({ colorPalette: 'orange' }),
  purple: css({ colorPalette: 'purple' }),
  blue: css({ colorPalette: 'blue' }),
}

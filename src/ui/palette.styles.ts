import { css } from 'styled-system/css'
import type { PaletteRole } from '@/theme/palettes'

/**
 * One class per colour role of the theme (src/theme/palettes.ts), written out so Panda's extractor sees each one: the
 * element's `colorPalette.*` tokens become the role's palette.
 */
export const paletteClass = {
  brand: css({ colorPalette: 'brand' }),
  neutral: css({ colorPalette: 'neutral' }),
  danger: css({ colorPalette: 'danger' }),
  warning: css({ colorPalette: 'warning' }),
  info: css({ colorPalette: 'info' }),
  success: css({ colorPalette: 'success' }),
  highlight: css({ colorPalette: 'highlight' }),
  chart: css({ colorPalette: 'chart' }),
  link: css({ colorPalette: 'link' }),
} satisfies Record<PaletteRole, string>

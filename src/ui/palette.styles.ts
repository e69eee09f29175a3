import { css } from 'styled-system/css'
import type { PaletteRole } from '@/theme/palettes'

/**
 * One class per colour role of the theme (src/theme/palettes.ts) that a control takes as its palette, written out so
 * Panda's extractor sees each one: the element's `colorPalette.*` tokens become the role's palette. The other roles
 * are read as tokens (`highlight.subtle`), so they carry no class of their own.
 */
export const paletteClass = {
  brand: css({ colorPalette: 'brand' }),
  neutral: css({ colorPalette: 'neutral' }),
  danger: css({ colorPalette: 'danger' }),
  warning: css({ colorPalette: 'warning' }),
  info: css({ colorPalette: 'info' }),
  success: css({ colorPalette: 'success' }),
} satisfies Partial<Record<PaletteRole, string>>

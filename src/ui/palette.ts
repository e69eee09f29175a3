import { css } from 'styled-system/css'

/** The colour palettes the kit's controls take (Chakra's colorPalette). */
export type KitPalette = 'gray' | 'green' | 'red'

/** The console's one primary colour: Add, Save, the active page and every other main action (issue 20 §5). */
export const PRIMARY_PALETTE: KitPalette = 'green'

/** One class per palette, written out so Panda's extractor sees each one. */
export const paletteClass: Record<KitPalette, string> = {
  gray: css({ colorPalette: 'gray' }),
  green: css({ colorPalette: 'green' }),
  red: css({ colorPalette: 'red' }),
}

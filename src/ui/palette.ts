import { paletteClass } from './palette.styles'

/** The colour palettes the kit's controls take (Chakra's colorPalette). */
export type KitPalette = keyof typeof paletteClass

/** The console's one primary colour: Add, Save, the active page and every other main action (issue 20 §5). */
export const PRIMARY_PALETTE: KitPalette = 'green'

export { paletteClass }

import { paletteClass } from './palette.styles'

/** The colour roles the kit's controls take (src/theme/palettes.ts): solid buttons, inputs and checks are `brand`. */
export type KitPalette = keyof typeof paletteClass

export { paletteClass }

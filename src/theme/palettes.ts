/**
 * The console's colour roles, each one of Chakra's colour palettes: the only place outside the theme's tokens where a
 * palette is named. Components take a role (`brand`, `danger`, …), never a palette, so changing the brand colour is
 * this one line (src/ui/kitCss.test.ts fails when a component names a palette itself).
 */
export const ROLE_PALETTES = {
  /** The primary colour: Add, Save, the active page, the focus of inputs and every other main action. */
  brand: 'green',
  neutral: 'gray',
  danger: 'red',
  warning: 'orange',
  info: 'blue',
  success: 'green',
  /** A row a live event changed. */
  highlight: 'yellow',
  /** The dashboard's chart. */
  chart: 'teal',
  /** Links in running text. */
  link: 'blue',
} as const
export type PaletteRole = keyof typeof ROLE_PALETTES

/** What a Chakra palette holds: its shades and the semantic tokens its recipes read through `colorPalette.*`. */
const PALETTE_KEYS = [
  ...['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'],
  ...['contrast', 'fg', 'subtle', 'muted', 'emphasized', 'solid', 'focusRing', 'border'],
]

/**
 * Each role as a palette of semantic tokens (`brand.solid` is `{colors.green.solid}`, in either colour scheme as
 * the palette is), so `colorPalette: 'brand'` works wherever a palette does.
 */
export const roleTokens = Object.fromEntries(
  Object.entries(ROLE_PALETTES).map(([role, palette]) => [
    role,
    Object.fromEntries(PALETTE_KEYS.map((key) => [key, { value: `{colors.${palette}.${key}}` }])),
  ]),
) as Record<PaletteRole, Record<string, { value: string }>>

import { roleTokens } from './palettes'

/**
 * The console's changes to Chakra's default theme (its tokens, through `@chakra-ui/panda-preset`), as plain data read
 * by Panda's build-time kit (panda.config.ts); src/ui/kitCss.test.ts checks that each reaches the kit's tokens.
 * Every colour a screen shows is one of the theme's semantic tokens, with a value for each colour scheme:
 * Chakra's own (`bg.panel`, `fg.muted`, `border`, `colorPalette.solid`, …) and the few below.
 *
 * WCAG AA: Chakra's default solid shades and status text fall under 4.5:1 on white, also at the 90%
 * hover tint of solid buttons; one or two shades darker pass. Under white text a solid stays that dark in the dark
 * scheme too (Chakra's dark solids, the 600 shades, give white text 3.3:1 to 4.8:1).
 *
 * Focus rings (WCAG 1.4.11 asks 3:1 against what is next to them): Chakra's light rings, the 400 and 500
 * shades, give 2.1:1 to 2.8:1 on the light backgrounds for gray, green, orange and cyan; darker shades pass. Its dark
 * rings pass on the dark backgrounds and stay.
 */
export const semanticTokenOverrides = {
  colors: {
    // The colour roles components name (palettes.ts): brand, neutral, danger, …
    ...roleTokens,
    gray: { focusRing: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } } },
    green: {
      solid: { value: '{colors.green.800}' },
      focusRing: { value: { _light: '{colors.green.700}', _dark: '{colors.green.500}' } },
    },
    red: { solid: { value: '{colors.red.700}' } },
    // Chakra's dark orange puts black text on its solid: white, as in light, on the shade kept dark.
    orange: {
      solid: { value: '{colors.orange.800}' },
      contrast: { value: '{colors.white}' },
      focusRing: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
    },
    cyan: { focusRing: { value: { _light: '{colors.cyan.700}', _dark: '{colors.cyan.500}' } } },
    blue: { solid: { value: '{colors.blue.700}' } },
    fg: {
      error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
      warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
      success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
    },
    /** The page's backdrop behind a modal drawer. */
    backdrop: { value: { _light: '{colors.blackAlpha.500}', _dark: '{colors.blackAlpha.700}' } },
    /**
     * The drawer: white on the chosen palette's 800 shade in both schemes, so the spec's five colours keep their
     * identity and the text its AA contrast; the current entry is that shade on white.
     */
    sidebar: {
      fg: { value: '{colors.white}' },
      line: { value: '{colors.whiteAlpha.400}' },
      hover: { value: '{colors.whiteAlpha.200}' },
      current: { value: '{colors.white}' },
    },
    /** The cropper's marks over the picture (cropperjs draws them in its own blue and greys). */
    cropper: {
      guide: { value: '{colors.gray.100}' },
      shade: { value: '{colors.blackAlpha.500}' },
    },
    /** The demo map (/maps): land, water, parks, roads, borders, pins and their labels. */
    map: {
      land: { value: { _light: '{colors.green.50}', _dark: '{colors.gray.900}' } },
      water: { value: { _light: '{colors.blue.200}', _dark: '{colors.blue.800}' } },
      park: { value: { _light: '{colors.green.200}', _dark: '{colors.green.900}' } },
      road: { value: { _light: '{colors.white}', _dark: '{colors.gray.700}' } },
      border: { value: { _light: '{colors.gray.300}', _dark: '{colors.gray.600}' } },
      pin: { value: { _light: '{colors.red.700}', _dark: '{colors.red.500}' } },
      halo: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
      label: { value: { _light: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
    },
  },
}

/**
 * The console's changes to Chakra's default theme (its tokens, through `@chakra-ui/panda-preset`), as plain data read
 * by Panda's build-time kit (panda.config.ts); src/ui/kitCss.test.ts checks that each reaches the kit's tokens.
 *
 * WCAG AA (issue 6 §2): Chakra's default solid shades and status text fall under 4.5:1 on white, also at the 90%
 * hover tint of solid buttons; one or two shades darker pass.
 */
export const semanticTokenOverrides = {
  colors: {
    green: { solid: { value: { _light: '{colors.green.800}', _dark: '{colors.green.600}' } } },
    red: { solid: { value: { _light: '{colors.red.700}', _dark: '{colors.red.600}' } } },
    orange: { solid: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.600}' } } },
    blue: { solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.600}' } } },
    fg: {
      error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
      warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
      success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
    },
  },
}

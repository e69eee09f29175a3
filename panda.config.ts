import { defineConfig } from '@pandacss/dev'
import chakraPreset from '@chakra-ui/panda-preset'
import { semanticTokenOverrides } from './src/theme/overrides'

/**
 * The kit's styles (src/ui), generated when the console is built: Chakra 3.37's tokens and recipes through
 * `@chakra-ui/panda-preset`, with the console's overrides (src/theme/overrides.ts, shared with Chakra's runtime
 * system), emitted as static CSS in cascade layers. No style work happens in the browser.
 */
export default defineConfig({
  presets: ['@pandacss/preset-base', chakraPreset],
  preflight: true,
  // Chakra's variable names, so a screen that still renders Chakra at runtime reads the same variables.
  prefix: { cssVar: 'chakra' },
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}', './src/routeTree.gen.ts'],
  outdir: 'styled-system',
  // Chakra's runtime conditions for the colour modes (light is also the root's default), so its `_light` and `_dark`
  // token values land on the same selectors in both.
  conditions: { extend: { light: ':root &, .light &', dark: '.dark &, .dark .chakra-theme:not(.light) &' } },
  theme: { extend: { semanticTokens: semanticTokenOverrides } },
  // The kit passes variants through props, which the extractor cannot follow: it emits every variant it offers.
  staticCss: {
    recipes: {
      button: [{ variant: ['solid', 'outline', 'ghost', 'subtle'], size: ['xs', 'sm', 'md'] }],
      input: [{ size: ['xs', 'sm', 'md'] }],
      textarea: [{ size: ['xs', 'sm', 'md'] }],
      nativeSelect: [{ size: ['xs', 'sm', 'md'] }],
      // src/ui/Dialog.tsx maps its sizes to the recipe's; the edit dialog's is responsive (full under md, lg above).
      dialog: [{ size: ['sm', 'md', 'lg', 'full'], scrollBehavior: ['inside', 'outside'], placement: ['top'], responsive: true }],
      alert: [{ status: ['info', 'warning', 'error', 'success'], variant: ['subtle'], size: ['md'] }],
    },
  },
})

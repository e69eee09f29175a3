import type { Plugin } from 'vite'

const SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js'
const GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'

/**
 * Chakra's createSystem() serializes its global CSS (preflight, global styles and every token as a CSS variable) at
 * import time, on the signed-in console's first main-thread task; the console never uses it, because the kit's
 * stylesheet (src/ui/kit.css, Panda at build time) declares the same styles and ThemeProvider hands Chakra a system
 * with `_global: []`. In the build that serialization is skipped (about a third of createSystem's time: issue 12, total
 * blocking time); src/ui/kitTheme.test.ts keeps the kit's tokens equal to the system's. A Chakra upgrade that changes the line fails the
 * build here rather than silently keeping the cost.
 */
export function chakraPrebuiltGlobal(): Plugin {
  return {
    name: 'nutrition-console:chakra-prebuilt-global',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith(SYSTEM_MODULE)) return
      if (!code.includes(GLOBAL_CSS)) this.error(`${SYSTEM_MODULE} no longer builds its global CSS as expected; update build/chakraPrebuiltGlobal.ts`)
      return { code: code.replace(GLOBAL_CSS, 'const _global = [];'), map: null }
    },
  }
}

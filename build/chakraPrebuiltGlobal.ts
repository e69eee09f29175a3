import type { Plugin } from 'vite'

const SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js'
const GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'

/**
 * Chakra's createSystem() serializes its global CSS (preflight, global styles and every token as a CSS variable) at
 * import time, on the signed-in console's first main-thread task; the console never uses it, because those styles ship
 * prebuilt in src/theme/chakraGlobal.css and ThemeProvider hands Chakra a system with `_global: []`. In the build that
 * serialization is skipped (about a third of createSystem's time: issue 12, total blocking time). Tests run the real
 * one: chakraGlobal.test.tsx keeps the prebuilt file equal to it. A Chakra upgrade that changes the line fails the
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

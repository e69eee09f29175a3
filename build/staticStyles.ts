import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const STYLES_MODULE = /\.styles\.ts$/
const STYLED_SYSTEM = fileURLToPath(new URL('../styled-system', import.meta.url))
const SRC = fileURLToPath(new URL('../src', import.meta.url))

/** Runs a styles module in Node (bundled with the generated styled-system) and returns what it exports. */
export async function evaluateStyles(file: string): Promise<Record<string, unknown>> {
  const out = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    alias: { 'styled-system': STYLED_SYSTEM, '@': SRC },
    resolveExtensions: ['.ts', '.tsx', '.mjs', '.js'],
  })
  const code = out.outputFiles[0]!.text
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
    string,
    unknown
  >
}

/**
 * The kit's class names are computed when the console is built, not in the browser: a `*.styles.ts` module (the
 * `css()` and recipe calls of one component, with literal arguments) is run in Node and replaced by its results, plain
 * strings. Panda's PostCSS plugin reads the same calls to write the CSS (src/ui/kit.css), so the page gets the static
 * stylesheet and the class names, and none of Panda's runtime (about 6 KB gzip) reaches a first load.
 */
export function staticStyles(): Plugin {
  return {
    name: 'nutrition-console:static-styles',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!
      if (!STYLES_MODULE.test(file)) return
      const exports = await evaluateStyles(file)
      const lines = Object.entries(exports).map(([name, value]) =>
        name === 'default'
          ? `export default ${JSON.stringify(value)}`
          : `export const ${name} = ${JSON.stringify(value)}`,
      )
      return { code: `${lines.join('\n')}\n`, map: null }
    },
  }
}

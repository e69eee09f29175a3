import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { semanticTokenOverrides } from '@/theme/overrides'

/** The stylesheet the build writes for the kit (src/ui/kit.css): tokens, reset, base and every style the source uses. */
function kitCss(): string {
  const out = join(mkdtempSync(join(tmpdir(), 'kit-css-')), 'kit.css')
  execFileSync('node_modules/.bin/panda', ['cssgen', '--outfile', out, '--silent'])
  return readFileSync(out, 'utf8')
}

/** Every module that holds the console's styles: the kit and each component's `*.styles.ts` / `*.recipe.ts`. */
function styleModules(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return styleModules(path)
    return /\.(styles|recipe)\.ts$/.test(entry.name) ? [path] : []
  })
}

test('every theme variable the kit’s styles read is declared (a token that does not exist fails here)', () => {
  const css = kitCss()
  const declared = new Set([...css.matchAll(/(--chakra-[\w\\.-]+)\s*:/g)].map((m) => m[1]))
  const read = new Set([...css.matchAll(/var\((--chakra-[\w\\.-]+)/g)].map((m) => m[1]!))
  expect([...read].filter((name) => !declared.has(name))).toEqual([])
  // The shell's colours are the theme's: the five sidebar palettes' 800 shade, the primary's solid.
  for (const name of ['green', 'cyan', 'orange', 'red', 'purple']) expect(declared).toContain(`--chakra-colors-${name}-800`)
}, 60_000)

test('no style module copies a colour by hand: colours are the theme’s tokens', () => {
  const copied = styleModules().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/gi)].map((m) => `${file}: ${m[0]}`),
  )
  expect(copied).toEqual([])
})

/** The declarations of one selector's block in Panda's token stylesheet. */
function block(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`)
  expect(start, `the kit's tokens declare ${selector}`).toBeGreaterThan(-1)
  return css.slice(start, css.indexOf('}', start))
}

test('each of the theme’s overrides (src/theme/overrides.ts) is what the kit declares, in light and in dark', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'kit-tokens-')), 'tokens.css')
  execFileSync('node_modules/.bin/panda', ['cssgen', 'tokens', '--outfile', out, '--silent'])
  const css = readFileSync(out, 'utf8')
  const modes = { _light: block(css, ':where(:root, .light)'), _dark: block(css, ':where(.dark, .dark .chakra-theme:not(.light))') }
  type Leaf = { value: Record<keyof typeof modes, string> }
  const leaves = (node: object, path: string[]): [string, Leaf][] =>
    'value' in node ? [[path.join('-'), node as Leaf]] : Object.entries(node).flatMap(([key, child]) => leaves(child as object, [...path, key]))
  const overrides = leaves(semanticTokenOverrides.colors, ['colors'])
  expect(overrides.length).toBeGreaterThan(5)
  for (const [name, { value }] of overrides) {
    for (const mode of ['_light', '_dark'] as const) {
      // '{colors.green.800}' is declared as var(--chakra-colors-green-800).
      const expected = `--chakra-${name}: var(--chakra-${value[mode].slice(1, -1).replaceAll('.', '-')})`
      expect(modes[mode].split(/;\s*/).map((d) => d.trim()), `${name} ${mode}`).toContain(expected)
    }
  }
}, 60_000)

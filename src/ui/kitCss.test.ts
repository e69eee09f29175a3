// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { semanticTokenOverrides } from '@/theme/overrides'

/**
 * The stylesheet the build writes for the kit (src/ui/kit.css): tokens, reset, base and every style the source uses.
 */
function kitCss(): string {
  const out = join(mkdtempSync(join(tmpdir(), 'kit-css-')), 'kit.css')
  execFileSync('node_modules/.bin/panda', ['cssgen', '--outfile', out, '--silent'])
  return readFileSync(out, 'utf8')
}

/**
 * Every source file that could hold a colour: the CSS, TSX and TS of src, except the theme itself (src/theme, the one
 * place colours are written), tests and their fixtures.
 */
function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return path === join('src', 'theme') || path === join('src', 'test') ? [] : sourceFiles(path)
    return /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * A colour that is not a semantic token, so it would not follow the colour scheme: a CSS literal (hex,
 * rgb(), hsl(), oklch()), white or black, or one fixed shade of a palette (`gray.800`, `whiteAlpha.200`, also as
 * `colors.red.500` or `var(--chakra-colors-gray-900)`). A palette's semantic tokens (`green.solid`, `teal.fg`) and
 * the element's palette (`colorPalette.800`, the sidebar's chosen colour) follow the theme and pass.
 */
const PALETTES = 'gray|red|orange|yellow|green|teal|blue|cyan|purple|pink|whiteAlpha|blackAlpha'
const COLOUR_LITERAL = new RegExp(
  [
    String.raw`#[0-9a-f]{3,8}\b`,
    String.raw`\b(rgba?|hsla?|oklch|hwb|lab|lch)\(`,
    String.raw`['"](white|black)['"]`,
    String.raw`(?<![\w-])(${PALETTES})\.\d+\b`,
    String.raw`--chakra-colors-(white|black|(${PALETTES.replace('whiteAlpha', 'white-alpha').replace('blackAlpha', 'black-alpha')})-\d+)\b`,
  ].join('|'),
  'gi',
)

export function colourLiterals(file: string, text = readFileSync(file, 'utf8')): string[] {
  return [...text.matchAll(COLOUR_LITERAL)].map((m) => `${file}: ${m[0]}`)
}

/**
 * A component naming one of Chakra's palettes instead of a colour role of the theme (src/theme/palettes.ts): as the
 * element's palette (`colorPalette: 'green'`, `palette="red"`, `paletteClass.red`) or as a token of the palette
 * (`green.solid`, `teal.fg`, `{colors.blue.700}`). Only the theme maps roles to palettes, so the brand colour is one
 * line there.
 */
const PALETTE_NAMED = new RegExp(
  [
    String.raw`\b(colorPalette|palette)\s*[:=]\s*\{?\s*['"](${PALETTES})['"]`,
    String.raw`\bpaletteClass(\.|\[['"])(${PALETTES})\b`,
    String.raw`(?<![\w-])(${PALETTES})\.(solid|contrast|fg|subtle|muted|emphasized|focusRing|border|\d+)\b`,
  ].join('|'),
  'g',
)

export function paletteNames(file: string, text = readFileSync(file, 'utf8')): string[] {
  return [...text.matchAll(PALETTE_NAMED)].map((m) => `${file}: ${m[0]}`)
}

test('no component names a palette: each takes a colour role of the theme, so the brand colour is one token', () => {
  expect(sourceFiles().flatMap((file) => paletteNames(file))).toEqual([])
})

test('the palette check catches each way of naming a palette, and lets the roles pass', () => {
  const caught = (text: string) => paletteNames('x.tsx', text).length
  for (const named of [
    "css({ colorPalette: 'green' })",
    '<Button palette="red">',
    "{ type: 'info', palette: 'blue' }",
    'paletteClass.red',
    "paletteClass['orange']",
    "color: 'green.fg'",
    "bg: 'teal.solid'",
    "'{colors.green.800}'",
  ])
    expect(caught(named), named).toBe(1)
  for (const role of [
    "css({ colorPalette: 'brand' })",
    '<Button palette="danger">',
    'paletteClass.neutral',
    "color: 'brand.fg'",
    "bg: 'colorPalette.800'",
    "label: 'Success (green)'",
  ])
    expect(caught(role), role).toBe(0)
})

test('every theme variable the kit’s styles read is declared (a token that does not exist fails here)', () => {
  const css = kitCss()
  const declared = new Set([...css.matchAll(/(--chakra-[\w\\.-]+)\s*:/g)].map((m) => m[1]))
  const read = new Set([...css.matchAll(/var\((--chakra-[\w\\.-]+)/g)].map((m) => m[1]!))
  expect([...read].filter((name) => !declared.has(name))).toEqual([])
  // The shell's colours are the theme's: the five sidebar palettes' 800 shade, the primary's solid.
  for (const name of ['green', 'cyan', 'orange', 'red', 'purple'])
    expect(declared).toContain(`--chakra-colors-${name}-800`)
}, 60_000)

test('no CSS, TSX or TS file outside the theme writes a colour: every colour is a semantic token', () => {
  // The first-paint shell's style too (build/firstPaintShell.ts): it draws before the app, in the same scheme.
  expect([...sourceFiles(), 'build/firstPaintShell.ts'].flatMap((file) => colourLiterals(file))).toEqual([])
})

test('the colour check catches each kind of literal, and lets semantic tokens pass', () => {
  const caught = (text: string) => colourLiterals('x.tsx', text).length
  for (const literal of [
    'fill="#eef5e9"',
    "bg: 'white'",
    "color: 'gray.800'",
    "'--live-color': 'colors.green.500'",
    "_hover: { bg: 'whiteAlpha.200' }",
    'rgba(0, 0, 0, .5)',
    'var(--chakra-colors-gray-900)',
    'var(--chakra-colors-white)',
  ])
    expect(caught(literal), literal).toBe(1)
  for (const token of [
    "bg: 'bg.panel'",
    "color: 'fg.muted'",
    "bg: 'colorPalette.800'",
    "color: 'teal.fg'",
    "colorPalette: 'red'",
    'var(--chakra-colors-color-palette-solid)',
    "to: '#top'",
  ])
    expect(caught(token), token).toBe(0)
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
  // What a page in each scheme resolves: the root's declarations, then the scheme's.
  const declarations = (selector: string) =>
    Object.fromEntries(
      block(css, selector)
        .slice(selector.length + 2)
        .split(';')
        .map((d) => d.trim().split(/:\s*/, 2))
        .filter((pair): pair is [string, string] => pair.length === 2),
    )
  const root = declarations(':where(:root, :host)')
  const resolved = {
    _light: { ...root, ...declarations(':where(:root, .light)') },
    _dark: { ...root, ...declarations(':where(.dark, .dark .chakra-theme:not(.light))') },
  }
  type Leaf = { value: string | Record<'_light' | '_dark', string> }
  const leaves = (node: object, path: string[]): [string, Leaf][] =>
    'value' in node
      ? [[path.join('-'), node as Leaf]]
      : Object.entries(node).flatMap(([key, child]) => leaves(child as object, [...path, key]))
  const overrides = leaves(semanticTokenOverrides.colors, ['colors'])
  expect(overrides.length).toBeGreaterThan(5)
  for (const [name, { value }] of overrides) {
    for (const mode of ['_light', '_dark'] as const) {
      const token = typeof value === 'string' ? value : value[mode]
      // '{colors.blackAlpha.500}' is declared as var(--chakra-colors-black-alpha-500).
      const variable = (path: string) =>
        `--chakra-${path.replaceAll('.', '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
      expect(resolved[mode][variable(name)], `${name} ${mode}`).toBe(`var(${variable(token.slice(1, -1))})`)
    }
  }
}, 60_000)

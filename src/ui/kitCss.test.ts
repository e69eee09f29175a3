import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'

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

import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { SIDEBAR_COLORS } from './settings'

// Read from disk (vitest hands stylesheets to tests as empty modules), from the repository's root, where vitest runs.
const read = (path: string) => readFileSync(path, 'utf8')
const SHELL = 'src/features/shell'
const chakraGlobal = read('src/theme/chakraGlobal.css')
const shellCss = readdirSync(SHELL).filter((f) => f.endsWith('.css')).map((f) => ({ f, css: read(`${SHELL}/${f}`) }))
const liveCss = { f: 'LiveStatus.css', css: read('src/features/live/LiveStatus.css') }

/** A theme variable read with a typo would silently paint nothing (issue 12: the shell paints from these). */
test('every theme variable the plain shell reads exists in chakraGlobal.css', () => {
  const declared = new Set([...chakraGlobal.matchAll(/(--chakra-[\w\\.-]+):/g)].map((m) => m[1]))
  const used = [...shellCss, liveCss].flatMap(({ f, css }) => [...css.matchAll(/var\((--chakra-[\w\\.-]+)/g)].map((m) => ({ f, name: m[1] })))
  expect(used.length).toBeGreaterThan(20)
  expect(used.filter(({ name }) => !declared.has(name)).map(({ f, name }) => `${f}: ${name}`)).toEqual([])
})

test('palette.css has a rule for every sidebar palette (and gray)', () => {
  const palettes = [...new Set([...Object.values(SIDEBAR_COLORS).map((c) => c.palette), 'gray'])]
  const css = read(`${SHELL}/palette.css`)
  expect(palettes.filter((p) => !css.includes(`[data-palette='${p}']`))).toEqual([])
})

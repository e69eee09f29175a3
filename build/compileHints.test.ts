// @vitest-environment node
import type { Rolldown } from 'vite'
import { expect, test } from 'vitest'
import { COMPILE_HINT, compileHints } from './compileHints'

type Handler = (options: unknown, bundle: Rolldown.OutputBundle) => void

function bundleOf(name: string, isEntry = false) {
  const fileName = `assets/${name}-Ab1.js`
  return {
    [fileName]: { type: 'chunk', fileName, name, isEntry, code: 'const a=1;\nexport{a}' },
    [`${fileName}.map`]: {
      type: 'asset',
      fileName: `${fileName}.map`,
      source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
    },
  } as unknown as Rolldown.OutputBundle
}

const run = (bundle: Rolldown.OutputBundle) =>
  (compileHints().generateBundle as { handler: Handler }).handler({}, bundle)
const code = (bundle: Rolldown.OutputBundle, name: string) => (bundle[`assets/${name}-Ab1.js`] as { code: string }).code
const mappings = (bundle: Rolldown.OutputBundle, name: string) =>
  (JSON.parse(String((bundle[`assets/${name}-Ab1.js.map`] as { source: string }).source)) as { mappings: string })
    .mappings

test('the entry and the first loads’ chunks start with the hint, their source maps shifted by its line', () => {
  for (const [name, isEntry] of [
    ['index', true],
    ['signed-in', false],
    ['list-query', false],
    ['view', false],
  ] as const) {
    const bundle = bundleOf(name, isEntry)
    run(bundle)
    expect(code(bundle, name)).toBe(`${COMPILE_HINT}\nconst a=1;\nexport{a}`)
    expect(mappings(bundle, name)).toBe(';AAAA;AACA')
  }
})

test('a lazy library’s chunk is left as it was', () => {
  const bundle = bundleOf('RichTextInput')
  run(bundle)
  expect(code(bundle, 'RichTextInput')).toBe('const a=1;\nexport{a}')
  expect(mappings(bundle, 'RichTextInput')).toBe('AAAA;AACA')
})

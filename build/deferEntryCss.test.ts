// @vitest-environment node
import { expect, test } from 'vitest'
import { entryStylesheetScript } from '../src/app/entryStylesheet'
import { entryCssOf, withEntryCssDeferred, type Assets } from './deferEntryCss'

const bundle: Assets = {
  'assets/index-Ab1.css': { type: 'asset', source: 'p{color:red}' },
  'assets/index-Xy2.js': { type: 'chunk' },
}
const page = (link: string) => `<head><script type="module" src="/assets/index-Xy2.js"></script>${link}</head>`

test('the entry stylesheet is added by an inline script, so it does not block the first paint', () => {
  expect(withEntryCssDeferred(page('<link rel="stylesheet" crossorigin href="/assets/index-Ab1.css">'), bundle)).toBe(
    page(`<script>${entryStylesheetScript('/assets/index-Ab1.css')}</script>`),
  )
})

test.each([
  ['Vite links it another way', '<link href="/assets/index-Ab1.css" rel="stylesheet">'],
  ['the page links no stylesheet', ''],
])('fails the build when %s (the regex no longer matches)', (_, link) => {
  expect(() => withEntryCssDeferred(page(link), bundle)).toThrow(/defer-entry-css/)
})

test('fails the build on a stylesheet that is not the entry’s', () => {
  const other: Assets = { 'assets/kit-Q1.css': { type: 'asset', source: 'p{}' } }
  expect(() => withEntryCssDeferred(page('<link rel="stylesheet" href="/assets/kit-Q1.css">'), other)).toThrow(
    /not the entry's/,
  )
})

test('reads the entry stylesheet’s text from the bundle, and fails the build without one', () => {
  expect(entryCssOf(bundle)).toBe('p{color:red}')
  expect(() => entryCssOf({})).toThrow(/no entry stylesheet/)
})

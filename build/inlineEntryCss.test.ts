import { expect, test } from 'vitest'
import { withEntryCssInline, type Assets } from './inlineEntryCss'

const bundle: Assets = { 'assets/index-Ab1.css': { type: 'asset', source: 'p{color:red}' }, 'assets/index-Xy2.js': { type: 'chunk' } }
const page = (link: string) => `<head><script type="module" src="/assets/index-Xy2.js"></script>${link}</head>`

test('the entry stylesheet comes inside the page; its link stays, disabled, for Vite’s preload helper', () => {
  expect(withEntryCssInline(page('<link rel="stylesheet" crossorigin href="/assets/index-Ab1.css">'), bundle)).toBe(
    page('<style>p{color:red}</style><link rel="stylesheet" href="/assets/index-Ab1.css" disabled>'),
  )
})

test.each([
  ['Vite links it another way', '<link href="/assets/index-Ab1.css" rel="stylesheet">'],
  ['the page links no stylesheet', ''],
])('fails the build when %s (the regex no longer matches)', (_, link) => {
  expect(() => withEntryCssInline(page(link), bundle)).toThrow(/inline-entry-css/)
})

test('fails the build on a stylesheet that is not the entry’s', () => {
  const other: Assets = { 'assets/kit-Q1.css': { type: 'asset', source: 'p{}' } }
  expect(() => withEntryCssInline(page('<link rel="stylesheet" href="/assets/kit-Q1.css">'), other)).toThrow(/not the entry's/)
})

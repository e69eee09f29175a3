// @vitest-environment node
import { expect, test } from 'vitest'
import { firstPaintCss } from './firstPaintCss'

const ENTRY =
  '@layer reset{html{line-height:1.5;font-family:var(--chakra-fonts-body)}}' +
  '@layer base{:root{--global-bg:var(--chakra-colors-bg)}}' +
  '@layer tokens{:where(:root,:host){--chakra-colors-gray-50:#fafafa;--chakra-colors-gray-900:#18181b;--chakra-colors-red-500:red;' +
  '--chakra-colors-bg:var(--chakra-colors-gray-50);--chakra-fonts-body:Inter;--chakra-spacing-4:1rem;--chakra-spacing-2\\.5:.625rem}' +
  '.dark{--chakra-colors-bg:var(--chakra-colors-gray-900)}@keyframes spin{to{rotate:1turn}}}' +
  '@layer recipes{@layer _base{.card{padding:var(--chakra-spacing-4)}.cardless{color:var(--chakra-colors-red-500)}}}' +
  '@layer utilities{.mark{margin:var(--chakra-spacing-2\\.5)}@media screen and (min-width:48rem){.mark{margin:0}.other{margin:0}}.marker{margin:0}}'

const css = firstPaintCss(ENTRY, { classes: ['card', 'mark'], ownCss: '.bar{background:var(--chakra-colors-bg)}' })

test('keeps the reset and global styles whole, and the layers’ order of the whole stylesheet', () => {
  expect(css.startsWith('@layer reset,base,tokens,recipes,utilities;@layer reset{html{line-height:1.5;')).toBe(true)
  expect(css).toContain('@layer base{:root{--global-bg:var(--chakra-colors-bg)}}')
})

test('keeps the rules of the given classes, with their conditions, and no other', () => {
  expect(css).toContain('@layer recipes{@layer _base{.card{padding:var(--chakra-spacing-4)}}}')
  expect(css).toContain(
    '@layer utilities{.mark{margin:var(--chakra-spacing-2\\.5)}@media screen and (min-width:48rem){.mark{margin:0}}}',
  )
  expect(css).not.toMatch(/cardless|\.other|\.marker/)
})

test('keeps the theme variables those rules, the global styles and its own CSS read, through other variables, in both schemes', () => {
  const tokens = /@layer tokens\{.*?\}\}/.exec(css)?.[0] ?? ''
  for (const kept of [
    '--chakra-spacing-4:',
    '--chakra-spacing-2\\.5:',
    '--chakra-fonts-body:',
    '--chakra-colors-bg:',
    '--chakra-colors-gray-50:',
    '--chakra-colors-gray-900:',
  ]) {
    expect(tokens).toContain(kept)
  }
  expect(tokens).toContain('.dark{--chakra-colors-bg:var(--chakra-colors-gray-900)}')
  expect(tokens).not.toContain('--chakra-colors-red-500')
  expect(tokens).not.toContain('@keyframes')
})

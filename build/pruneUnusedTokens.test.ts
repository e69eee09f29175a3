// @vitest-environment node
import postcss from 'postcss'
import { describe, expect, test } from 'vitest'
import { pruneUnusedTokens, themeVariablesNamedIn } from './pruneUnusedTokens'

const prune = async (css: string, keep: string[] = []) =>
  (await postcss([pruneUnusedTokens({ keep: new Set(keep) })]).process(css, { from: undefined })).css

describe('pruneUnusedTokens', () => {
  test('drops a variable nothing reads, and a rule left empty', async () => {
    const out = await prune(':root{--unused:red;--used:blue}.dark{--unused:black}.a{color:var(--used)}')
    expect(out).toBe(':root{--used:blue}.a{color:var(--used)}')
  })

  test('keeps what a kept variable reads, through any depth and in every condition', async () => {
    const css =
      ':root{--palette:var(--green-500);--green-500:#0f0;--green-600:#0a0}.dark{--palette:var(--green-600)}.b{border-color:var(--palette)}'
    expect(await prune(css)).toBe(css)
  })

  test('keeps a variable only another dropped variable read', async () => {
    expect(await prune(':root{--a:var(--b);--b:1px}')).toBe('')
  })

  test('keeps what `keep` names: variables read from outside the stylesheet', async () => {
    expect(await prune(':root{--from-tsx:var(--base);--base:1px;--other:2px}', ['--from-tsx'])).toBe(
      ':root{--from-tsx:var(--base);--base:1px}',
    )
  })

  test('a token name with an escaped dot is one name', async () => {
    const css = ':root{--sizes-2\\.5:0.625rem;--sizes-2:0.5rem}.d{width:var(--sizes-2\\.5)}'
    expect(await prune(css)).toBe(':root{--sizes-2\\.5:0.625rem}.d{width:var(--sizes-2\\.5)}')
  })

  test('variables read inside at-rules and fallbacks count', async () => {
    const css = '@layer recipes{.c{width:var(--w, var(--fallback))}}:root{--w:1px;--fallback:2px}'
    expect(await prune(css)).toBe(css)
  })
})

test('the source names the theme variables the TSX and the first-paint shell read', () => {
  const named = themeVariablesNamedIn(['src', 'build'])
  expect(named).toContain('--chakra-colors-fg-muted')
  expect(named).toContain('--chakra-colors-bg-panel')
})

// @vitest-environment node
import type { IndexHtmlTransformContext, IndexHtmlTransformResult } from 'vite'
import { expect, test } from 'vitest'
import { PRODUCT_NAME, STORAGE_KEYS } from '../src/config'
import { firstPaintShell } from './firstPaintShell'

type Handler = (html: string, ctx: Partial<IndexHtmlTransformContext>) => IndexHtmlTransformResult
type BuildStart = () => Promise<void>

const BUNDLE = {
  'assets/index-Ab1.css': { type: 'asset', source: '@layer reset{p{margin:0}}' },
} as unknown as IndexHtmlTransformContext['bundle']

test('the static first paint shows src/config.ts’s product name and reads its token key, with the login card’s kit classes', async () => {
  const plugin = firstPaintShell()
  await (plugin.buildStart as BuildStart).call(undefined)
  const { handler } = plugin.transformIndexHtml as { handler: Handler }
  const result = handler('<body><div id="root"></div></body>', { bundle: BUNDLE }) as Exclude<
    IndexHtmlTransformResult,
    string | unknown[]
  >
  const html = result.html
  expect(html).toContain(`<div class="nc-first-paint__bar">${PRODUCT_NAME}</div>`)
  expect(html).toMatch(/<div class="login__card [\w-]+[^"]*">/)
  const pick = result.tags.find((tag) => String(tag.children).includes('localStorage'))
  expect(String(pick?.children)).toContain(`localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})`)
})

test('fails the build when index.html has no empty root to draw into', async () => {
  const plugin = firstPaintShell()
  await (plugin.buildStart as BuildStart).call(undefined)
  const { handler } = plugin.transformIndexHtml as { handler: Handler }
  expect(() => handler('<body><div id="app"></div></body>', { bundle: BUNDLE })).toThrow(/first-paint shell/)
})

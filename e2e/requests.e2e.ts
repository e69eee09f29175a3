import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { API_PREFIX } from '../src/config'
import { launch, newPage, signIn, waitForRouteName } from './support/browser'

/** The pager's count: the list's rows have come, not its skeleton. */
const ENTRIES = /\d+ entr(y|ies)$/
/** Long enough for what follows the first paint: the live connection, its Init and anything it starts. */
const SETTLE_MS = 3000

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** Every API GET a full load of `path` sends, counted per URL, until the page has been idle for a while. */
async function apiGetsOfFullLoad(
  page: Page,
  path: string,
  title: string,
  shown: (page: Page) => Promise<void>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  const count = (url: string) => {
    const { pathname, search } = new URL(url)
    if (!pathname.startsWith(API_PREFIX)) return
    const key = `${pathname.slice(API_PREFIX.length)}${search}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  page.on('request', (request) => {
    if (request.method() === 'GET') count(request.url())
  })
  await page.goto(path)
  await waitForRouteName(page, title)
  await shown(page)
  await page.waitForTimeout(SETTLE_MS)
  return counts
}

const rows = (page: Page) => page.getByText(ENTRIES).waitFor()
const total = (page: Page) => page.getByTestId('current-total').waitFor()

test.each([
  ['/course-list', 'Courses', rows],
  ['/users', 'Users', rows],
  ['/lexicon-list/1', 'Lexicon entries', rows],
  ['/dashboard', 'Dashboard', total],
])('a full load of %s sends each API GET once', async (path, title, shown) => {
  const { page, context } = await newPage(browser)
  await signIn(page, 'chief')
  await page.getByText(ENTRIES).waitFor()
  const counts = await apiGetsOfFullLoad(page, path, title, shown)
  const repeated = [...counts].filter(([, n]) => n > 1)
  console.log(`${path}: ${[...counts].map(([url, n]) => `${url} ×${n}`).join(', ')}`)
  expect(counts.size, 'the list was fetched').toBeGreaterThan(0)
  expect(repeated, 'GETs sent more than once').toEqual([])
  await context.close()
})

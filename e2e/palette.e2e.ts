import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { API_PREFIX } from '../src/config'
import { lightAndDarkViolations, shootBothSchemes } from './support/axe'
import { launch, newPage, pathname, signIn, waitForRouteName } from './support/browser'

/**
 * The command palette (docs/decisions.md, "Search across lists"): found across lists by title, opened in its own
 * list's edit dialog, searched by exact role, one request per list for a settled text, and axe-clean.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const SHOTS = process.env.PALETTE_SHOTS

/** A fresh browser context at `width` (a phone's height below 768 px), in `locale`. */
function open(opts: { width?: number; locale?: string; colorScheme?: 'light' | 'dark' } = {}) {
  const width = opts.width ?? 1280
  return newPage(browser, { ...opts, width, height: width < 768 ? 740 : 800 })
}

/** The list calls with a search, per resource path, as the page sent them. */
function searchCalls(page: Page): { path: string; search: string }[] {
  const calls: { path: string; search: string }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    const search = url.searchParams.get('search')
    if (request.method() === 'GET' && url.pathname.startsWith(API_PREFIX) && search !== null)
      calls.push({ path: url.pathname.slice(API_PREFIX.length), search })
  })
  return calls
}

/** Adds a record through the API with the signed-in user's token; answers its id. */
async function add(page: Page, path: string, record: Record<string, unknown>): Promise<number> {
  return page.evaluate(
    async ({ url, body }) => {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        body: JSON.stringify(body),
      })
      return ((await answer.json()) as { id: number }).id
    },
    { url: `${API_PREFIX}${path}`, body: record },
  )
}

const palette = (page: Page) => page.getByRole('dialog', { name: /^(Search|Suchen)$/ })
const box = (page: Page) => palette(page).getByRole('combobox')

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k')
  // The palette's code may still be coming (it loads once the page is idle, or with the shortcut): on two busy cores,
  // seconds.
  await box(page)
    .waitFor({ timeout: 30000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/palette-fail.png' })
      throw error
    })
}

/** Signs in through the login form in the browser's language. */
async function signInAs(page: Page, username: string, de: boolean) {
  if (!de) return signIn(page, username)
  await page.goto('/login')
  await page.getByLabel('Benutzername').fill(username)
  await page.getByLabel('Passwort').fill(username)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

test('a subchapter three levels deep is found by its title from Portions and opens in its list', async () => {
  const { context, page } = await open()
  try {
    await signIn(page, 'chief')
    await waitForRouteName(page, 'Portions')
    // Chapter 2 is "Understanding macronutrients" of course 1, "Nutrition basics in 6 weeks".
    const id = await add(page, '/subchapters', { chapterId: 2, title: 'Sugar traps in yoghurt' })
    const calls = searchCalls(page)
    await openPalette(page)
    // Typed faster than the debounce: one settled text.
    await box(page).pressSequentially('sugar traps', { delay: 60 })
    const hit = palette(page).getByRole('option', { name: /Sugar traps in yoghurt/ })
    await hit.waitFor()
    await expect.poll(() => hit.textContent()).toContain('Nutrition basics in 6 weeks › Understanding macronutrients')
    await expect.poll(() => palette(page).getByRole('status').textContent()).not.toBe('Searching…')
    // No request per keystroke: each list once for the whole text. A text the typing paused on for longer than the
    // debounce (a busy machine's stall) is a settled text too, asked once per list as well.
    const whole = calls.filter((c) => c.search === 'sugar traps')
    const lists = new Set(whole.map((c) => c.path))
    expect(whole.length, JSON.stringify(calls)).toBe(lists.size)
    expect(lists.has('/subchapters')).toBe(true)
    const texts = new Set(calls.map((c) => c.search))
    expect(texts.size, JSON.stringify(calls)).toBeLessThanOrEqual(3)
    for (const text of texts) {
      const asked = calls.filter((c) => c.search === text).map((c) => c.path)
      expect(asked.length, `"${text}": ${asked.join(' ')}`).toBe(new Set(asked).size)
    }
    console.log(`"sugar traps": ${whole.length} list calls for ${lists.size} lists`)

    // Arrows to the hit, Enter opens it in its own list's edit dialog.
    while ((await box(page).getAttribute('aria-activedescendant')) !== (await hit.getAttribute('id')))
      await box(page).press('ArrowDown')
    await box(page).press('Enter')
    const edit = page.getByRole('dialog', { name: `Edit Subchapter (id:${id})` })
    await edit.waitFor()
    expect(pathname(page)).toBe('/subchapter-list/2')
    expect(new URL(page.url()).searchParams.get('edit')).toBe(String(id))
    await expect.poll(() => edit.getByLabel('Title').inputValue()).toBe('Sugar traps in yoghurt')
    expect(await palette(page).count()).toBe(0)

    // Back closes the dialog onto the list, as after the list's own pencil.
    await page.goBack()
    await edit.waitFor({ state: 'detached' })
    expect(pathname(page)).toBe('/subchapter-list/2')
    await waitForRouteName(page, 'Subchapters')

    // Opened last, in the palette without a query.
    await openPalette(page)
    await palette(page)
      .getByRole('option', { name: /Sugar traps in yoghurt/ })
      .waitFor()
  } finally {
    await context.close()
  }
})

test('a Viewer finds portions and nothing of the lists of an Admin', async () => {
  const { context, page } = await open()
  try {
    await signIn(page, 'viewer')
    await waitForRouteName(page, 'Portions')
    const calls = searchCalls(page)
    await openPalette(page)
    await box(page).pressSequentially('apple', { delay: 60 })
    await palette(page).getByRole('option').first().waitFor()
    await expect.poll(() => palette(page).getByRole('status').textContent()).toMatch(/found/)
    expect([...new Set(calls.map((c) => c.path))]).toEqual(['/portions'])
    const words = await palette(page).getByRole('listbox').textContent()
    expect(words).toContain('Portions')
    for (const other of ['Subchapters', 'Courses', 'Lexicon', 'Recipes', 'Promotions'])
      expect(words).not.toContain(other)
  } finally {
    await context.close()
  }
  // And an Admin without Viewer never searches portions.
  const admin = await open()
  try {
    await signIn(admin.page, 'admin')
    await waitForRouteName(admin.page, 'Home')
    const calls = searchCalls(admin.page)
    await openPalette(admin.page)
    await box(admin.page).pressSequentially('apple', { delay: 60 })
    await expect.poll(() => palette(admin.page).getByRole('status').textContent()).toMatch(/found/)
    const lists = new Set(calls.map((c) => c.path))
    expect(lists.has('/portions') || lists.has('/promotions')).toBe(false)
    expect(lists.size).toBe(17)
  } finally {
    await admin.context.close()
  }
})

test.each([
  ['en-US', 1280],
  ['de-DE', 360],
  ['en-US', 360],
  ['de-DE', 1280],
])('axe finds nothing on the open palette (%s, %i px), light and dark', async (locale, width) => {
  const { context, page }: { context: BrowserContext; page: Page } = await open({ locale, width })
  const de = locale === 'de-DE'
  try {
    await signInAs(page, 'chief', de)
    await waitForRouteName(page, de ? 'Portionen' : 'Portions')
    await openPalette(page)
    await palette(page).getByRole('option').first().waitFor()
    const reports = [await lightAndDarkViolations(page, `palette, no query, ${locale} ${width}`)]
    await shootBothSchemes(page, SHOTS, `palette-idle-${locale}-${width}`)
    await box(page).pressSequentially('drinks', { delay: 30 })
    await palette(page)
      .getByRole('option', { name: /Drinks/ })
      .first()
      .waitFor()
    await expect.poll(() => palette(page).getByRole('status').textContent()).toMatch(/found|gefunden/)
    await box(page).press('ArrowDown')
    reports.push(await lightAndDarkViolations(page, `palette, hits, ${locale} ${width}`))
    await shootBothSchemes(page, SHOTS, `palette-hits-${locale}-${width}`)
    const found = reports.filter(Boolean).join('\n')
    expect(found, `axe violations:\n${found}`).toBe('')
  } finally {
    await context.close()
  }
})

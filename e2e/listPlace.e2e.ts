/**
 * The list keeps its place: opening and closing each kind of dialog (edit, add, the delete confirmation, Error) leaves
 * the page's scroll where it was, at 360 and 1280 px; a dialog opens with the focus on its first field, and focus
 * returns to the control that opened it, in view.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { goInApp, launch, newPage, signIn, waitForRouteName } from './support/browser'
import { failCalls } from './support/failCalls'
import { waitUntilSettled } from './support/settled'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Every scroll position the page takes from now on, so a jump to the top and back cannot go unseen. */
async function watchScroll(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = []
    Object.assign(window, { scrollsSeen: seen })
    window.addEventListener('scroll', () => seen.push(Math.round(window.scrollY)))
  })
}
const scrollsSeen = (page: Page) => page.evaluate(() => (window as unknown as { scrollsSeen: number[] }).scrollsSeen)
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const y = await scrollY(page)
  expect(y, 'the list is taller than the window').toBeGreaterThan(0)
  return y
}

/** The focused element's accessible name (aria-label or its label's text) and whether it is inside the window. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { name: '<body>', inView: false }
    const label = 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : undefined
    const box = el.getBoundingClientRect()
    return {
      name: (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      inView: box.top >= 0 && box.bottom <= window.innerHeight,
    }
  })
}

const lastRowButton = (page: Page, action: 'Edit' | 'Delete') =>
  page
    .locator('table tbody tr')
    .getByRole('button', { name: new RegExp(`^${action} `) })
    .last()

interface ListCase {
  user: string
  path: string
  route: string
  suffix: string
  /** The first field's label. */
  first: RegExp
}

const LISTS: readonly ListCase[] = [
  { user: 'viewer', path: '/', route: 'Portions', suffix: 'Portion', first: /^Name/ },
  { user: 'admin', path: '/lexicon-category-list', route: 'Lexicon', suffix: 'Lexicon category', first: /^Title/ },
  { user: 'admin', path: '/recipes-list', route: 'Recipes', suffix: 'Recipe', first: /^Title/ },
]

/** Focus ends on `name`, shown in the window, and the page never scrolled away from `y`. */
async function expectPlaceKept(page: Page, y: number, name: string) {
  await expect.poll(async () => (await focused(page)).name, { timeout: 5000 }).toBe(name)
  expect((await focused(page)).inView, `${name} is in view`).toBe(true)
  expect(await scrollY(page)).toBe(y)
  expect(
    (await scrollsSeen(page)).filter((seen) => seen !== y),
    'other scroll positions the page took',
  ).toEqual([])
}

for (const width of [360, 1280]) {
  for (const list of LISTS) {
    describe(`${list.route} at ${width} px`, () => {
      let context: BrowserContext
      let page: Page
      beforeAll(async () => {
        ;({ context, page } = await newPage(browser, { width, height: width === 360 ? 740 : 600 }))
        await signIn(page, list.user)
        await goInApp(page, list.path)
        await waitForRouteName(page, list.route)
        await waitUntilSettled(page)
      })
      afterAll(async () => {
        await context?.close()
      })
      // A test that failed with a dialog open leaves the next one a fresh list.
      afterEach(async (ctx) => {
        if (ctx.task.result?.state !== 'fail') return
        await page.goto(list.path)
        await waitUntilSettled(page)
      })
      const dialog = (name: string | RegExp): Locator => page.getByRole('dialog', { name })

      test('edit: the last row’s pencil, then Cancel, Esc and Save', async () => {
        for (const close of ['Cancel', 'Escape', 'Save'] as const) {
          const y = await scrollToBottom(page)
          await watchScroll(page)
          const pencil = lastRowButton(page, 'Edit')
          const name = (await pencil.getAttribute('aria-label')) ?? ''
          await pencil.click()
          const edit = dialog(new RegExp(`^Edit ${list.suffix} \\(id:\\d+\\)$`))
          await edit.getByRole('button', { name: 'Save' }).waitFor()
          expect(await scrollY(page)).toBe(y)
          await expect.poll(async () => (await focused(page)).name).toMatch(list.first)
          if (close === 'Escape') await page.keyboard.press('Escape')
          else await edit.getByRole('button', { name: close }).click()
          await edit.waitFor({ state: 'detached' })
          await expectPlaceKept(page, y, name)
        }
      })

      test('add: opened near the top, then Cancel', async () => {
        const add = page.getByRole('button', { name: `Add ${list.suffix}` })
        // Just below the toolbar, which stays at the top.
        const top = await add.evaluate(
          (el) =>
            el.getBoundingClientRect().top + window.scrollY - (document.querySelector('header')?.offsetHeight ?? 0),
        )
        await page.evaluate((to) => window.scrollTo(0, to), Math.max(0, Math.round(top) - 16))
        const y = await scrollY(page)
        await watchScroll(page)
        await add.click()
        const dialogOpen = dialog(`Add ${list.suffix}`)
        await dialogOpen.getByRole('button', { name: 'Save' }).waitFor()
        await expect.poll(async () => (await focused(page)).name).toMatch(list.first)
        await dialogOpen.getByRole('button', { name: 'Cancel' }).click()
        await dialogOpen.waitFor({ state: 'detached' })
        await expectPlaceKept(page, y, `Add ${list.suffix}`)
      })

      test('delete confirmation: the last row’s cross, then Cancel', async () => {
        const y = await scrollToBottom(page)
        await watchScroll(page)
        const cross = lastRowButton(page, 'Delete')
        const name = (await cross.getAttribute('aria-label')) ?? ''
        await cross.click()
        const confirm = page.getByRole('alertdialog', { name: `Delete ${list.suffix}` })
        await confirm.getByRole('button', { name: 'Cancel' }).click()
        await confirm.waitFor({ state: 'detached' })
        await expectPlaceKept(page, y, name)
      })

      test('Error: a failed save shows it over the edit dialog; Ok, then Cancel', async () => {
        const y = await scrollToBottom(page)
        await watchScroll(page)
        const pencil = lastRowButton(page, 'Edit')
        const name = (await pencil.getAttribute('aria-label')) ?? ''
        const restore = await failCalls(page, { method: 'PUT', status: 500, message: 'Server exploded' })
        try {
          await pencil.click()
          const edit = dialog(new RegExp(`^Edit ${list.suffix} \\(id:\\d+\\)$`))
          await edit.getByRole('button', { name: 'Save' }).click()
          const error = page.getByRole('alertdialog', { name: 'Error' })
          await error.getByRole('button', { name: 'Ok' }).click()
          await error.waitFor({ state: 'detached' })
          expect(await scrollY(page)).toBe(y)
          await edit.getByRole('button', { name: 'Cancel' }).click()
          await edit.waitFor({ state: 'detached' })
          await expectPlaceKept(page, y, name)
        } finally {
          await restore()
        }
      })
    })
  }
}

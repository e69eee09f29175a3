/**
 * The list keeps its place: opening and closing each kind of dialog (edit, add, the delete confirmation, Error) leaves
 * the page's scroll where it was, at 360 and 1280 px; a dialog opens with the focus on its first field, and focus
 * returns to the control that opened it, in view.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { goInApp, launch, newPage, signIn, waitForRouteName } from './support/browser'
import { controlsUnderToasts } from './support/coveredControls'
import { failCalls } from './support/failCalls'
import { idRowControl, idsOnPage, rowWithId } from './support/rows'
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

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not shown')
  return box
}

/** The rows' names, in order, as their pencils carry them. */
const rowOrder = (page: Page) =>
  page
    .locator('table tbody tr')
    .getByRole('button', { name: /^Edit / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))

/**
 * A toast covers no control: at 1280 px none at all (they stand in the drawer's foot); on a phone none of the toolbar,
 * the list's toolbar, the pager and the footer (the page's end leaves them room). A phone's toasts float at the bottom
 * of the screen, over the cards there: pushing the page down instead moved the list's place whenever one went.
 */
for (const width of [360, 1280]) {
  describe(`toasts and Undo on Portions at ${width} px`, () => {
    let context: BrowserContext
    let page: Page
    const deletes: string[] = []
    beforeAll(async () => {
      ;({ context, page } = await newPage(browser, { width, height: width === 360 ? 740 : 600 }))
      page.on('request', (r) => {
        if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname)
      })
      await signIn(page, 'viewer')
      await waitUntilSettled(page)
    })
    afterAll(async () => {
      await context?.close()
    })
    const toast = (text: string) => page.getByRole('status').filter({ hasText: text })

    test('Save says “<title> updated”, announced, clear of the pager, and gone by itself', async () => {
      const y = await scrollToBottom(page)
      const pencil = lastRowButton(page, 'Edit')
      const updated = `${((await pencil.getAttribute('aria-label')) ?? '').replace(/^Edit /, '')} updated`
      await pencil.click()
      const edit = page.getByRole('dialog', { name: /^Edit Portion/ })
      await edit.getByRole('button', { name: 'Save' }).click()
      await edit.waitFor({ state: 'detached' })
      await toast(updated).waitFor()
      expect(await scrollY(page)).toBe(y)
      // Read out politely, in a live region.
      expect(await toast(updated).locator('xpath=ancestor::section[1]').getAttribute('aria-live')).toBe('polite')
      const pager = page.getByRole('navigation', { name: 'Pagination' })
      expect(overlaps(await boxOf(toast(updated)), await boxOf(pager)), 'the toast covers the pager').toBe(false)
      expect(await controlsUnderToasts(page)).toEqual([])
      await toast(updated).waitFor({ state: 'detached', timeout: 8000 })
    })

    test('Add + Save: “<title> created” shows inside the dialog, covering none of its buttons', async () => {
      await page.getByRole('button', { name: 'Add Portion' }).click()
      const add = page.getByRole('dialog', { name: 'Add Portion' })
      await add.getByRole('textbox', { name: /^Name/ }).fill(`Toast quark ${width}`)
      await add.getByRole('combobox', { name: /^Serving/ }).selectOption({ label: 'Bowl' })
      await add.getByRole('textbox', { name: /^Amount/ }).fill('1,5')
      await add.getByRole('textbox', { name: /^Energy/ }).fill('120')
      await add.getByRole('button', { name: 'Save' }).click()
      const saved = page.getByRole('dialog', { name: /^Edit Portion \(id:\d+\)$/ })
      const created = saved.getByRole('status').filter({ hasText: `Toast quark ${width} created` })
      await created.waitFor()
      const box = await boxOf(created)
      expect(box.y + box.height, 'inside the window').toBeLessThanOrEqual(page.viewportSize()?.height ?? 0)
      for (const name of ['Save', 'Cancel', 'Close']) {
        const button = await boxOf(saved.getByRole('button', { name, exact: true }))
        expect(overlaps(box, button), `the toast covers ${name}`).toBe(false)
      }
      await saved.getByRole('button', { name: 'Cancel' }).click()
      await saved.waitFor({ state: 'detached' })
    })

    test('Delete: the row leaves at once and the focus moves on; Undo puts it back where it was, and nothing is sent', async () => {
      const before = await rowOrder(page)
      const id = (await idsOnPage(page))[1] ?? 0
      const victim = (before[1] ?? '').replace(/^Edit /, '')
      await idRowControl(page, 'Delete', id).click()
      const confirm = page.getByRole('alertdialog', { name: 'Delete Portion' })
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
      await confirm.waitFor({ state: 'detached' })
      await rowWithId(page, id).waitFor({ state: 'detached' })
      expect(await rowOrder(page)).toEqual(before.filter((_, i) => i !== 1))
      const next = before[2]?.replace(/^Edit/, 'Delete')
      await expect.poll(async () => (await focused(page)).name).toBe(next)
      // The toast names the record by its title.
      const deleted = toast(`${victim} deleted`)
      await deleted.waitFor()
      expect(await controlsUnderToasts(page, { rows: width > 360 })).toEqual([])

      await deleted.getByRole('button', { name: 'Undo' }).click()
      await expect.poll(() => rowOrder(page)).toEqual(before)
      await expect.poll(async () => (await focused(page)).name).toBe(`Delete ${victim}`)
      await page.waitForTimeout(6000)
      expect(deletes).toEqual([])
    })

    test('bulk delete: its Undo toast covers no control; Undo puts the rows back', async () => {
      const before = await rowOrder(page)
      for (const id of (await idsOnPage(page)).slice(0, 2))
        await idRowControl(page, 'Select', id).locator('xpath=..').click()
      const bar = page.getByRole('region', { name: 'Selection' })
      await bar.getByRole('button', { name: 'Delete', exact: true }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Delete 2 records' })
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
      await confirm.waitFor({ state: 'detached' })
      await toast('2 elements deleted').waitFor()
      expect(await controlsUnderToasts(page, { rows: width > 360 })).toEqual([])
      await toast('2 elements deleted').getByRole('button', { name: 'Undo' }).click()
      await expect.poll(() => rowOrder(page)).toEqual(before)
      await bar.getByRole('button', { name: 'Clear' }).click()
      // A DELETE sent late, after its 5 s, would show in the next test's list of DELETEs, which must hold one.
      expect(deletes).toEqual([])
    })

    test('a delete left alone is sent when its time is up; one the server refuses comes back with the Error dialog', async () => {
      const before = await rowOrder(page)
      const id = (await idsOnPage(page))[0] ?? 0
      const restore = await failCalls(page, { method: 'DELETE', status: 500, message: 'Server exploded' })
      try {
        await idRowControl(page, 'Delete', id).click()
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
        await rowWithId(page, id).waitFor({ state: 'detached' })
        const error = page.getByRole('alertdialog', { name: 'Error' })
        await error.getByText('undefined error in backend (500)').waitFor({ timeout: 10000 })
        await error.getByRole('button', { name: 'Ok' }).click()
        await expect.poll(() => rowOrder(page)).toEqual(before)
      } finally {
        await restore()
      }
      await idRowControl(page, 'Delete', id).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
      await expect.poll(() => deletes, { timeout: 10000 }).toEqual([`/api/v1/portions/${id}`])
    })
  })
}

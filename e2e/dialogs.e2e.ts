/**
 * The kit's dialog holds the page the way a modal must (Tab stays inside, a click behind it reaches nothing, the page
 * is hidden from assistive tech, Esc asks to close, a dialog over a dialog takes all of that over), and opening one
 * costs the style of the dialog alone: not a restyle of the whole page behind it, which on a phone was the largest
 * part of the first tap on a pencil.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launch, newPage, signIn } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** The title of the dialog that holds the focus, or null when the focus is outside every dialog. */
const focusedDialog = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')
    const title = dialog?.getAttribute('aria-labelledby')
    return dialog ? (document.getElementById(title ?? '')?.textContent ?? '') : null
  })

/** Presses `key` `times` times and returns where the focus was after each press. */
async function pressAll(page: Page, key: string, times: number): Promise<(string | null)[]> {
  const seen: (string | null)[] = []
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key)
    seen.push(await focusedDialog(page))
  }
  return seen
}

interface TraceEvent {
  name: string
  ph: string
  args?: { elementCount?: number }
}

test('opening the edit dialog restyles the dialog alone, not every element of the page behind it', async () => {
  const { context, page } = await newPage(browser, { width: 412, height: 823 })
  try {
    await signIn(page, 'viewer')
    const pencil = page.locator('table button[aria-label^="Edit "]').first()
    await pencil.waitFor()
    // Once, so the dialogs' code is loaded and the measured open is the one a user's second tap sees.
    await pencil.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    const onPage = await page.evaluate(() => document.querySelectorAll('*').length)
    await browser.startTracing(page, { categories: ['devtools.timeline'] })
    await page.locator('table button[aria-label^="Edit "]').nth(1).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).waitFor()
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    const trace = await browser.stopTracing()
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }
    const restyled = traceEvents
      .filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X')
      .map((e) => e.args?.elementCount ?? 0)
    expect(restyled.length, 'style recalculations seen').toBeGreaterThan(0)
    expect(Math.max(...restyled), `elements restyled at once, of ${onPage} on the page`).toBeLessThan(onPage / 2)
  } finally {
    await context.close()
  }
})

test('a dialog holds the page: Tab stays inside, the page behind is hidden and takes no click, Esc asks to close', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'viewer')
    await page.getByRole('grid').locator('tbody tr').first().waitFor()
    const pencil = page.locator('table button[aria-label^="Edit "]').first()
    await pencil.click()
    const edit = page.getByRole('dialog', { name: /^Edit Portion/ })
    await edit.getByRole('button', { name: 'Save' }).waitFor()
    const title = (await edit.getByRole('heading').first().textContent()) ?? ''
    const url = page.url()

    expect(await pressAll(page, 'Tab', 14), 'Tab').toEqual(Array(14).fill(title))
    expect(await pressAll(page, 'Shift+Tab', 14), 'Shift+Tab').toEqual(Array(14).fill(title))
    // Hidden from assistive tech: the list's table has no role while the dialog is open.
    expect(await page.getByRole('grid').count()).toBe(0)
    // The list's own Add button sits behind the backdrop: a click there opens nothing and leaves the address.
    const add = await page.getByRole('button', { name: 'Add Portion', includeHidden: true }).boundingBox()
    if (!add) throw new Error('the list has no Add button')
    await page.mouse.click(add.x + add.width / 2, add.y + add.height / 2)
    expect(await page.getByRole('dialog').count()).toBe(1)
    expect(page.url()).toBe(url)

    // A changed form asks first: the question is a dialog over the dialog, and holds the focus in its turn.
    await edit.getByRole('textbox').first().fill('Changed in a held dialog')
    await page.keyboard.press('Escape')
    const question = page.getByRole('alertdialog', { name: 'Unsaved changes' })
    await question.waitFor()
    expect(await pressAll(page, 'Tab', 6), 'Tab in the question').toEqual(Array(6).fill('Unsaved changes'))
    expect(await edit.count(), 'the dialog under the question is hidden from assistive tech').toBe(0)
    // Esc answers the question alone; the edit stays, with its focus and its typed value.
    await page.keyboard.press('Escape')
    await question.waitFor({ state: 'detached' })
    await expect.poll(() => focusedDialog(page)).toBe(title)
    expect(await edit.getByRole('textbox').first().inputValue()).toBe('Changed in a held dialog')

    // Discard closes the question and the edit at once: the focus goes back to the pencil that opened the edit.
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Discard' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await page.getByRole('grid').count(), 'the list is heard again').toBe(1)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(await pencil.getAttribute('aria-label'))
  } finally {
    await context.close()
  }
})

test('a Save clicked with the mouse on an invalid form leaves the focus on the first invalid field; Esc then asks', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'viewer')
    await page.locator('table button[aria-label^="Edit "]').first().click()
    const edit = page.getByRole('dialog', { name: /^Edit Portion/ })
    const name = edit.getByRole('textbox', { name: /^Name/ })
    await name.fill('')
    // The pointer's press keeps the focus where it is (in another field), and saving disables the form.
    await edit.getByRole('textbox', { name: /^Amount/ }).click()
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    await page.keyboard.press('Escape')
    await page.getByRole('alertdialog', { name: 'Unsaved changes' }).waitFor()
  } finally {
    await context.close()
  }
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launch, newPage, pathname, signIn } from './support/browser'
import { pngOf } from './support/png'

/** The resource engine in a browser: with portions (viewer) and lexicon categories → lexicon (admin). */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/**
 * The record a POST to `path` stored, as the sandbox answers it. The request's own body is not readable here:
 * Chromium reports no post data for a fetch the sandbox's service worker answers.
 */
async function savedBody(page: Page, path: string): Promise<unknown> {
  const response = await page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST')
  expect(response.status()).toBe(200)
  return response.json()
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const currentPage = (page: Page) => page.locator('nav[aria-label="Pagination"] [aria-current="page"]')
const rowsOf = (page: Page) => page.locator('table tbody tr')

/** Pages render on two shared cores: give each wait room. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15000 })

function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title })
}

async function waitForRows(page: Page) {
  await rowsOf(page)
    .filter({ has: page.getByRole('button', { name: /^Edit / }) })
    .first()
    .waitFor()
}

describe('portions as viewer', () => {
  test('add, edit, search, page through and delete a portion', async () => {
    const { page, context } = await newPage(browser)
    await signIn(page, 'viewer')
    await poll(() => heading(page).textContent()).toBe('Portions')
    await waitForRows(page)
    expect(await currentPage(page).textContent()).toBe('1')
    expect(await rowsOf(page).count()).toBe(7)

    // Add: the dialog stays open as the saved record, then Cancel closes it.
    await page.getByRole('button', { name: 'Add Portion' }).click()
    const add = dialog(page, 'Add Portion')
    await add.waitFor()
    await add.getByRole('button', { name: 'Save' }).click()
    await add.getByText('This field is required.').first().waitFor()
    await add.getByRole('textbox', { name: /^Name/ }).fill('Quark e2e')
    await add.getByRole('combobox', { name: /^Serving/ }).selectOption({ label: 'Bowl' })
    await add.getByRole('textbox', { name: /^Amount/ }).fill('1,5')
    await add.getByRole('textbox', { name: /^Energy/ }).fill('120')
    const post = savedBody(page, '/api/v1/portions')
    await add.getByRole('button', { name: 'Save' }).click()
    expect(await post).toMatchObject({ name: 'Quark e2e', amount: 1.5, kcal: 120 })
    const saved = dialog(page, /^Edit Portion \(id:\d+\)$/)
    await saved.waitFor()
    const id = /id:(\d+)/.exec((await saved.getByRole('heading').first().textContent()) ?? '')?.[1]
    expect(id).toBeTruthy()
    await saved.getByRole('button', { name: 'Cancel' }).click()
    await saved.waitFor({ state: 'detached' })
    // Newest first: the new portion tops page 1.
    await rowsOf(page).first().getByText('Quark e2e', { exact: true }).waitFor()

    // Edit: reload with the dialog open reopens it (its state is in the URL).
    // Its pencil and cross are named by its title.
    await page.getByRole('button', { name: 'Edit Quark e2e', exact: true }).click()
    const edit = dialog(page, `Edit Portion (id:${id})`)
    await edit.getByRole('textbox', { name: /^Name/ }).waitFor()
    expect(new URL(page.url()).searchParams.get('edit')).toBe(id)
    await page.reload()
    const reopened = dialog(page, `Edit Portion (id:${id})`)
    await poll(() => reopened.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Quark e2e')
    await reopened.getByRole('textbox', { name: /^Name/ }).fill('Quark low fat e2e')
    await reopened.getByRole('button', { name: 'Save' }).click()
    await reopened.waitFor({ state: 'detached' })
    await rowsOf(page).first().getByText('Quark low fat e2e', { exact: true }).waitFor()

    // Page through: buttons, next, and the page input; the URL carries the page.
    await page.getByRole('button', { name: 'Page 2', exact: true }).click()
    await poll(() => currentPage(page).textContent()).toBe('2')
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    await page.getByRole('button', { name: 'Next page' }).click()
    await poll(() => currentPage(page).textContent()).toBe('3')
    await page.getByRole('textbox', { name: 'Page number' }).fill('1')
    await page.getByRole('textbox', { name: 'Page number' }).press('Enter')
    await poll(() => currentPage(page).textContent()).toBe('1')
    await page.goBack()
    await poll(() => currentPage(page).textContent()).toBe('3')
    await page.goBack()
    await poll(() => currentPage(page).textContent()).toBe('2')

    // Search: from page 2 a new search starts at page 1 and finds the portion.
    await page.getByRole('searchbox', { name: 'Search' }).fill('low fat e2e')
    await poll(() => rowsOf(page).count()).toBe(1)
    expect(new URL(page.url()).searchParams.get('page')).toBeNull()
    expect(new URL(page.url()).searchParams.get('search')).toBe('low fat e2e')

    // Delete asks first.
    await page.getByRole('button', { name: 'Delete Quark low fat e2e', exact: true }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText('Do you really want to delete this item?').waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('No entries').waitFor()
    await context.close()
  })

  test('the serving filter narrows the list and lives in the URL', async () => {
    const { page, context } = await newPage(browser)
    await signIn(page, 'viewer')
    await waitForRows(page)
    const all = await page.getByText(/\d+ entries/).textContent()
    await page.getByRole('combobox', { name: 'Serving' }).selectOption({ label: 'Handful' })
    await poll(() => page.getByText(/\d+ entr(y|ies)/).textContent()).not.toBe(all)
    expect(new URL(page.url()).searchParams.get('filter')).toMatch(/^\d+$/)
    for (const text of await rowsOf(page).locator('td[data-label="Unit"]').allTextContents())
      expect(text).toMatch(/handful/)
    await context.close()
  })
})

describe('lexicon as admin', () => {
  test('category → lexicon entries: add an entry with rich text and an image, reload on page 2, back arrow', async () => {
    const { page, context } = await newPage(browser)
    await signIn(page, 'admin')
    await page.goto('/lexicon-category-list')
    await poll(() => heading(page).textContent()).toBe('Lexicon categories')
    await page.getByRole('searchbox', { name: 'Search' }).fill('Vitamins')
    await poll(() => rowsOf(page).count()).toBe(1)
    await page.getByRole('button', { name: 'Edit Vitamins', exact: true }).click()
    const category = dialog(page, /^Edit Lexicon category \(id:\d+\)$/)
    // The category's picture arrives after the dialog and moves the buttons under it.
    const picture = category.getByRole('img', { name: 'Image preview' })
    await poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await category.getByRole('button', { name: 'Lexicon entries' }).click()

    await page.waitForURL(/\/lexicon-list\/\d+$/)
    await poll(() => heading(page).textContent()).toBe('Lexicon category: Vitamins.')
    await waitForRows(page)
    const parentPath = pathname(page)

    // Add an entry with rich text and a cropped, uploaded image.
    await page.getByRole('button', { name: 'Add Lexicon entry' }).click()
    const add = dialog(page, 'Add Lexicon entry')
    await add.getByRole('textbox', { name: /^Title/ }).fill('Vitamin B6 e2e')
    const editor = add.getByRole('textbox', { name: /^Text/ })
    await editor.click()
    await page.keyboard.type('Needed for ')
    await page.keyboard.press('Control+b')
    await page.keyboard.type('protein metabolism')
    await page.keyboard.press('Control+b')
    await page.keyboard.type('.')
    const upload = page.waitForResponse((r) => r.url().includes('/images/upload') && r.status() === 200)
    await add
      .locator('input[type="file"]')
      .setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: pngOf(160) })
    await upload
    await add.getByRole('button', { name: 'Done cropping' }).click()
    await add.getByRole('img', { name: /preview/ }).waitFor()
    const save = savedBody(page, '/api/v1/lexicon')
    await add.getByRole('button', { name: 'Save' }).click()
    const body = (await save) as { title: string; text: string; image: { Url: string }; categoryId: number }
    expect(body.title).toBe('Vitamin B6 e2e')
    expect(body.text).toContain('<strong')
    expect(body.text).toContain('protein metabolism')
    expect(body.image.Url).toMatch(/^http/)
    expect(String(body.categoryId)).toBe(parentPath.split('/').pop())
    const saved = dialog(page, /^Edit Lexicon entry \(id:\d+\)$/)
    await saved.waitFor()
    await saved.getByRole('button', { name: 'Save' }).click()
    await saved.waitFor({ state: 'detached' })
    await rowsOf(page).first().getByText('Vitamin B6 e2e', { exact: true }).waitFor()

    // Page 2 survives a reload.
    await page.getByRole('button', { name: 'Page 2', exact: true }).click()
    await poll(() => currentPage(page).textContent()).toBe('2')
    await page.reload()
    await waitForRows(page)
    expect(await currentPage(page).textContent()).toBe('2')
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')

    // The back arrow returns to the categories list as it was left (search Vitamins).
    const back = page.getByRole('link', { name: 'Back to Lexicon categories' })
    await back.hover()
    await page.getByRole('tooltip').getByText('/lexicon-category-list?search=Vitamins').waitFor()
    await back.click()
    await page.waitForURL((u) => u.pathname === '/lexicon-category-list')
    expect(new URL(page.url()).searchParams.get('search')).toBe('Vitamins')
    await poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('Vitamins')
    await poll(() => rowsOf(page).count()).toBe(1)
    await context.close()
  })
})

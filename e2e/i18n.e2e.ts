import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { PRODUCT_NAME } from '../src/config'
import english from '../src/i18n/catalog/en.json'
import german from '../src/i18n/catalog/de.json'
import { axeViolations } from './support/axe'
import { BASE_URL, goInApp, launch, waitForRouteName } from './support/browser'
import { failCalls } from './support/failCalls'
import { ROUTES } from './support/routes'
import { seedNewest } from './support/rows'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** A browser whose languages are `locale` (navigator.languages), as a person's browser would be set. */
async function browse(locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale, viewport: { width: 1280, height: 800 } })
  return { context, page: await context.newPage() }
}

/** The first row of a fresh sandbox's portions: its controls are named by its title in either language. */
const FIRST = seedNewest('portions')

const words = (text: string) => text.match(/[A-Za-zÄÖÜäöüß]{3,}/g) ?? []
/**
 * The words only English uses: every word of the English catalog that no German message uses too ("Name", "Code",
 * "Details" and "Live" are German as well), nor the product's name.
 */
const GERMAN_WORDS = new Set([...Object.values(german), PRODUCT_NAME].flatMap(words))
const ENGLISH_ONLY = new Set(
  Object.values(english)
    .flatMap(words)
    .filter((w) => !GERMAN_WORDS.has(w)),
)

/**
 * The English words the page shows or names (text, aria-label, title, placeholder, alt), apart from the data: the
 * rows' cells, the user's name, form values and rich text, a server's own message under an error.
 */
async function englishLeft(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const data =
      '[translate=no], tbody, [contenteditable], select, textarea, [data-sidebar-color] p, [data-sidebar-color] a[href="/user-profile"]'
    const clone = document.body.cloneNode(true) as HTMLElement
    for (const el of clone.querySelectorAll(data)) el.remove()
    // The dialog's second paragraph is the server's own message (data), under the console's text.
    for (const el of clone.querySelectorAll('[role=alertdialog] p + p')) el.remove()
    // A child list's heading names its parent record: '<suffix>: <title of the record>.'
    for (const el of clone.querySelectorAll('main h1')) if (el.textContent?.includes(':')) el.remove()
    document.body.append(clone)
    clone.style.position = 'absolute'
    const text = clone.innerText
    const named = [...clone.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    )
    clone.remove()
    return [text, ...named].join('\n')
  })
  return [...new Set(words(shown).filter((w) => ENGLISH_ONLY.has(w)))]
}

async function expectGerman(page: Page, where: string) {
  expect(await englishLeft(page), `English words on ${where}`).toEqual([])
}

async function signInGerman(page: Page, username: string) {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Anmelden' }).waitFor()
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
  await expectGerman(page, '/login')
  await page.getByLabel('Benutzername').fill(username)
  await page.getByLabel('Passwort').fill(username)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

test('a German browser sees every screen, dialog, toast and message of the walk in German', async () => {
  const { context, page } = await browse('de-DE')
  try {
    await page.goto('/login')
    await page.getByLabel('Benutzername').fill('chief')
    await page.getByLabel('Passwort').fill('wrong')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.getByRole('alert').getByText('Benutzername oder Passwort ist falsch.').waitFor()
    await expectGerman(page, '/login after a wrong password')

    await signInGerman(page, 'chief')
    await waitForRouteName(page, 'Portionen')
    await page.getByText(/\d+ Einträge?$/).waitFor()
    await expectGerman(page, 'the portions list')
    await page.screenshot({ path: 'e2e/.artifacts/portions-de-1280.png' })
    expect(await axeViolations(page)).toEqual([])

    // The edit dialog, a validation message, the Error dialog.
    await page.getByRole('button', { name: `${FIRST.name} bearbeiten`, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: /^Portion bearbeiten \(ID: \d+\)$/ })
    await dialog.getByLabel('Name').waitFor()
    await expectGerman(page, 'the edit dialog')
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: 'e2e/.artifacts/edit-de-1280.png' })
    await dialog.getByLabel('Name').fill('')
    await dialog.getByLabel('Menge').fill('zwölf')
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await dialog.getByText('Bitte ausfüllen.').waitFor()
    // The number input's own check, not a declared rule.
    await dialog.getByText('Bitte eine Zahl eingeben, z. B. 12,5 oder 12.5.').waitFor()
    await expectGerman(page, 'the edit dialog with a number it cannot read')
    await dialog.getByLabel('Menge').fill('12,5')
    await dialog.getByLabel('Name').fill('Haferbrei')
    await expectGerman(page, 'the edit dialog with a validation message')
    const restore = await failCalls(page, { method: 'PUT', status: 500, message: 'x' })
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    const error = page.getByRole('alertdialog', { name: 'Fehler' })
    await error.getByText('Unbekannter Fehler im Backend (500)').waitFor()
    await expectGerman(page, 'the Error dialog')
    await error.getByRole('button', { name: 'OK' }).click()
    await restore()
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await dialog.waitFor({ state: 'detached' })
    // The toast names the record by its title as saved.
    await page.getByRole('status').filter({ hasText: 'Haferbrei gespeichert' }).waitFor()
    await expectGerman(page, 'the toast after a save')
    // A decimal comma in the list, as typed.
    await page.getByRole('gridcell', { name: '12,5', exact: true }).first().waitFor()

    // The delete question.
    await page.getByRole('button', { name: 'Haferbrei löschen', exact: true }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Portion löschen' })
    await confirm.getByText('Wirklich löschen?').waitFor()
    await expectGerman(page, 'the delete question')
    await confirm.getByRole('button', { name: 'Abbrechen' }).click()

    // The settings panel.
    await page.getByRole('button', { name: 'Einstellungen' }).click()
    await page.getByRole('group', { name: 'Farbschema' }).waitFor()
    await expectGerman(page, 'the settings panel')
    await page.keyboard.press('Escape')

    // Every screen of the browser tests' walk.
    for (const { path, title } of ROUTES) {
      await goInApp(page, path)
      await waitForRouteName(page, german[title as keyof typeof german])
      await page.waitForLoadState('networkidle')
      await expectGerman(page, path)
    }
    // Roles are the console's words, not data, though they stand in the rows.
    await goInApp(page, '/users')
    const roles = page.locator('tbody td[data-label="Rollen"]')
    await roles.first().waitFor()
    expect(
      (await roles.allTextContents())
        .join(', ')
        .split(/,\s*/)
        .filter((r) => ENGLISH_ONLY.has(r)),
    ).toEqual([])
    expect((await roles.allTextContents()).join()).toMatch(/Leser|Redakteur/)
    expect(await axeViolations(page)).toEqual([])

    // A toast.
    await goInApp(page, '/notifications')
    await waitForRouteName(page, 'Benachrichtigungen')
    await page.getByRole('button', { name: 'Info', exact: true }).click()
    await page.getByText('Benachrichtigung: Info').waitFor()
    await expectGerman(page, 'a toast')
  } finally {
    await context.close()
  }
})

test('an English browser sees the spec’s strings', async () => {
  const { context, page } = await browse('en-US')
  try {
    await page.goto('/login')
    await page.getByLabel('Username').fill('viewer')
    await page.getByLabel('Password').fill('wrong')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('alert').getByText('Wrong login/password', { exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.getByLabel('Password').fill('viewer')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await waitForRouteName(page, 'Portions')
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Portions' }).waitFor()
    await page.getByRole('button', { name: 'Add Portion' }).waitFor()
    await page.getByRole('button', { name: `Edit ${FIRST.name}`, exact: true }).click()
    await page.getByRole('dialog', { name: /^Edit Portion \(id:\d+\)$/ }).waitFor()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: `Delete ${FIRST.name}`, exact: true }).click()
    await page.getByText('Do you really want to delete this item?', { exact: true }).waitFor()
  } finally {
    await context.close()
  }
})

test('the settings panel switches the language at once, a reload keeps it, and an open dialog keeps its values', async () => {
  const { context, page } = await browse('en-US')
  try {
    await page.goto('/login')
    await page.getByLabel('Username').fill('viewer')
    await page.getByLabel('Password').fill('viewer')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await waitForRouteName(page, 'Portions')
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('radio', { name: 'Deutsch' }).check()
    await waitForRouteName(page, 'Portionen')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    await page.reload()
    await waitForRouteName(page, 'Portionen')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')

    // A dialog with typed values; the other tab of the console switches back to English.
    await page.getByRole('button', { name: `${FIRST.name} bearbeiten`, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: /^Portion bearbeiten/ })
    await dialog.getByLabel('Name').fill('Typed before the switch')
    await dialog.getByLabel('Menge').fill('7,25')
    const other = await context.newPage()
    await other.goto('/')
    await other.getByRole('button', { name: 'Einstellungen' }).click()
    await other.getByRole('radio', { name: 'English' }).check()
    await waitForRouteName(other, 'Portions')
    await page.getByRole('dialog', { name: /^Edit Portion \(id:\d+\)$/ }).waitFor()
    expect(await page.getByRole('dialog').getByLabel('Name').inputValue()).toBe('Typed before the switch')
    expect(await page.getByRole('dialog').getByLabel('Amount').inputValue()).toBe('7,25')
  } finally {
    await context.close()
  }
})

test('at 360 px every route name shows whole in the toolbar, in German and in English', async () => {
  for (const locale of ['de-DE', 'en-US']) {
    const context = await browser.newContext({ baseURL: BASE_URL, locale, viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    try {
      await page.goto('/login')
      await page.locator('input[autocomplete="username"]').fill('chief')
      await page.locator('input[type="password"]').fill('chief')
      await page.locator('button[type="submit"]').click()
      await page.waitForURL((url) => !url.pathname.startsWith('/login'))
      const cut: string[] = []
      for (const { path, title } of ROUTES) {
        await goInApp(page, path)
        const name = locale === 'de-DE' ? german[title as keyof typeof german] : title
        await waitForRouteName(page, name)
        const { shown, needed } = await page
          .locator('header [data-testid="route-name"]')
          .evaluate((el) => ({ shown: el.clientWidth, needed: el.scrollWidth }))
        if (needed > shown) cut.push(`${name}: ${needed} px in ${shown}`)
      }
      expect(cut, locale).toEqual([])
    } finally {
      await context.close()
    }
  }
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { BASE_URL, launch } from './support/browser'

/** Ticking rows at the width of a phone and of a desktop, in English and German. */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const WORDS = {
  'en-US': {
    select: 'Select',
    bar: 'Selection',
    clear: 'Clear',
    user: 'Username',
    password: 'Password',
    signIn: 'Sign in',
  },
  'de-DE': {
    select: 'auswählen',
    bar: 'Auswahl',
    clear: 'Aufheben',
    user: 'Benutzername',
    password: 'Passwort',
    signIn: 'Anmelden',
  },
}

/** The top of the list's first row (a table row, or a card on a phone), in page pixels. */
const firstRowTop = (page: Page) =>
  page
    .locator('main table tbody tr')
    .first()
    .evaluate((row) => row.getBoundingClientRect().top + window.scrollY)

describe('Ticking a row', () => {
  for (const width of [360, 1280])
    for (const locale of ['en-US', 'de-DE'] as const)
      test(`moves no row: the bar takes the toolbar's place (${width} px, ${locale})`, async () => {
        const w = WORDS[locale]
        const context = await browser.newContext({ baseURL: BASE_URL, locale, viewport: { width, height: 800 } })
        try {
          const page = await context.newPage()
          await page.goto('/login')
          await page.getByLabel(w.user).fill('viewer')
          await page.getByLabel(w.password).fill('viewer')
          await page.getByRole('button', { name: w.signIn }).click()
          const checks = page.getByRole('checkbox', { name: new RegExp(w.select) })
          await checks.nth(1).waitFor()
          const before = await firstRowTop(page)
          // The first row's check: the label around the input is what a person taps.
          const first = page.locator('main table tbody tr').first().getByRole('checkbox')
          await first.locator('xpath=..').click()
          const bar = page.getByRole('region', { name: w.bar })
          await bar.waitFor()
          expect(await firstRowTop(page)).toBe(before)

          // The next tap lands on the second row's check, where it was: both are chosen.
          await page.locator('main table tbody tr').nth(1).getByRole('checkbox').locator('xpath=..').click()
          await expect.poll(() => bar.locator('[role=status]').textContent()).toMatch(/^2 /)
          expect(await firstRowTop(page)).toBe(before)

          await bar.getByRole('button', { name: w.clear, exact: true }).click()
          await bar.waitFor({ state: 'detached' })
          expect(await firstRowTop(page)).toBe(before)
        } finally {
          await context.close()
        }
      })
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { lightAndDarkViolations } from './support/axe'
import { goInApp, newPage, launch, signIn, waitForRouteName, failSignIn } from './support/browser'
import { ROUTES } from './support/routes'
import { pngOf } from './support/png'
import { openFirstRowDetails, waitUntilSettled } from './support/settled'
import { withFailedListError } from './support/failCalls'
import { holdCalls } from './support/holdCalls'
import { EXPORT_TAKE } from '../src/config'

/**
 * axe at WCAG 2.2 A + AA finds nothing on every route of the spec and on every open dialog, and its colour rules
 * find nothing there in the dark scheme either.
 * Each test collects every violation before failing, so one run lists all there is to fix.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

function expectClean(reports: readonly string[]) {
  const found = reports.filter(Boolean).join('\n')
  expect(found, `axe violations:\n${found}`).toBe('')
}

const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name })
const firstEditButton = (page: Page) =>
  page
    .locator('table tbody tr')
    .getByRole('button', { name: /^Edit / })
    .first()

test('/login, signed out', async () => {
  const { context, page } = await newPage(browser)
  try {
    await page.goto('/login')
    await page.getByLabel('Username').waitFor()
    expectClean([await lightAndDarkViolations(page, '/login')])
  } finally {
    await context.close()
  }
})

test('Home of an editor (no Viewer role)', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'editor')
    await waitForRouteName(page, 'Home')
    await waitUntilSettled(page)
    expectClean([await lightAndDarkViolations(page, '/ as editor (Home)')])
  } finally {
    await context.close()
  }
})

test('/login with a failed sign-in message', async () => {
  const { context, page } = await newPage(browser)
  try {
    await failSignIn(page)
    expectClean([await lightAndDarkViolations(page, '/login, sign-in failed')])
  } finally {
    await context.close()
  }
})

describe('as chief (every role)', () => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    ;({ context, page } = await newPage(browser))
    await signIn(page, 'chief')
  })
  afterAll(async () => {
    await context?.close()
  })

  test('every route of the spec, list loaded', async () => {
    const reports: string[] = []
    for (const { path, title } of [{ path: '/', title: 'Portions' }, ...ROUTES]) {
      try {
        await goInApp(page, path)
        await waitForRouteName(page, title)
        await waitUntilSettled(page)
      } catch (e) {
        reports.push(`[${path}] did not settle: ${String(e)}`)
        continue
      }
      reports.push(await lightAndDarkViolations(page, path))
    }
    expectClean(reports)
  })

  test('portions: Add and Edit dialogs and the delete confirm', async () => {
    const reports: string[] = []
    await goInApp(page, '/')
    await waitForRouteName(page, 'Portions')
    await waitUntilSettled(page)

    await page.getByRole('button', { name: 'Add Portion' }).click()
    const add = dialog(page, 'Add Portion')
    await add.getByRole('textbox', { name: /^Name/ }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Add Portion'))
    // Validation messages shown too.
    await add.getByRole('button', { name: 'Save' }).click()
    await add.getByText('This field is required.').first().waitFor()
    reports.push(await lightAndDarkViolations(page, 'Add Portion, invalid'))
    await add.getByRole('button', { name: 'Cancel' }).click()
    await add.waitFor({ state: 'detached' })

    await firstEditButton(page).click()
    const edit = dialog(page, /^Edit Portion \(id:\d+\)$/)
    await edit.getByRole('textbox', { name: /^Name/ }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Edit Portion'))
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await edit.waitFor({ state: 'detached' })

    await page
      .locator('table tbody tr')
      .getByRole('button', { name: /^Delete / })
      .first()
      .click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText('Do you really want to delete this item?').waitFor()
    reports.push(await lightAndDarkViolations(page, 'Delete confirm'))
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    expectClean(reports)
  })

  test('lexicon entry: rich text and image, new (with the cropper) and existing', async () => {
    const reports: string[] = []
    await goInApp(page, '/lexicon-list/1')
    await waitForRouteName(page, 'Lexicon entries')
    await waitUntilSettled(page)

    await page.getByRole('button', { name: 'Add Lexicon entry' }).click()
    const add = dialog(page, 'Add Lexicon entry')
    await add.getByRole('textbox', { name: /^Text/ }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Add Lexicon entry'))
    const upload = page.waitForResponse((r) => r.url().includes('/images/upload') && r.status() === 200)
    await add
      .locator('input[type="file"]')
      .setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: pngOf(160) })
    await upload
    await add.getByRole('button', { name: 'Done cropping' }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Add Lexicon entry, cropping'))
    await add.getByRole('button', { name: 'Done cropping' }).click()
    await add.getByRole('img', { name: /preview/ }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Add Lexicon entry, image preview'))
    await add.getByRole('button', { name: 'Cancel' }).click()
    // Closing a changed form asks first.
    const discard = page.getByRole('alertdialog')
    if (await discard.isVisible().catch(() => false)) {
      reports.push(await lightAndDarkViolations(page, 'Discard changes confirm'))
      await discard
        .getByRole('button', { name: /discard|close|yes/i })
        .first()
        .click()
    }
    await add.waitFor({ state: 'detached' })

    await firstEditButton(page).click()
    const edit = dialog(page, /^Edit Lexicon entry \(id:\d+\)$/)
    await edit.getByRole('textbox', { name: /^Text/ }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Edit Lexicon entry'))
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await edit.waitFor({ state: 'detached' })
    expectClean(reports)
  })

  test('Add and Edit dialogs with dates, a file, a multiselect, a password and checkboxes; an expanded row', async () => {
    const reports: string[] = []
    for (const { path, title, suffix } of [
      { path: '/promotion-list', title: 'Promotions', suffix: 'Promotion' },
      { path: '/users', title: 'Users', suffix: 'User' },
      { path: '/course-list', title: 'Courses', suffix: 'Course' },
    ]) {
      await goInApp(page, path)
      await waitForRouteName(page, title)
      await waitUntilSettled(page)
      await page.getByRole('button', { name: `Add ${suffix}` }).click()
      const add = dialog(page, `Add ${suffix}`)
      await add.getByRole('button', { name: 'Save' }).waitFor()
      reports.push(await lightAndDarkViolations(page, `Add ${suffix}`))
      await add.getByRole('button', { name: 'Cancel' }).click()
      await add.waitFor({ state: 'detached' })
      await firstEditButton(page).click()
      const edit = dialog(page, new RegExp(`^Edit ${suffix} \\(id:\\d+\\)$`))
      await edit.getByRole('button', { name: 'Save' }).waitFor()
      reports.push(await lightAndDarkViolations(page, `Edit ${suffix}`))
      await edit.getByRole('button', { name: 'Cancel' }).click()
      await edit.waitFor({ state: 'detached' })
    }

    await openFirstRowDetails(page, '/patient-list', 'Patients')
    reports.push(await lightAndDarkViolations(page, 'Patients, a row expanded'))
    expectClean(reports)
  })

  test('the Error dialog of a failed list call', async () => {
    const reports: string[] = []
    await withFailedListError(page, {
      shown: async () => void reports.push(await lightAndDarkViolations(page, 'Error dialog')),
      closed: async () => void reports.push(await lightAndDarkViolations(page, '/course-list with its load error')),
    })
    expectClean(reports)
  })

  test('a list export: its progress and what it wrote', async () => {
    const reports: string[] = []
    await goInApp(page, '/patient-list')
    await waitForRouteName(page, 'Patients')
    await waitUntilSettled(page)
    // The export's first call is held: its progress stays on screen.
    const release = await holdCalls(page, new RegExp(`take=${EXPORT_TAKE}&skip=0\\b`))
    const downloaded = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    await page.getByRole('progressbar', { name: 'Exporting Patients' }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Export in progress'))
    await release()
    await downloaded
    await page.getByRole('button', { name: 'Dismiss' }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Export written'))
    await page.getByRole('button', { name: 'Dismiss' }).click()
    expectClean(reports)
  })

  test('a toast of every status', async () => {
    const reports: string[] = []
    await goInApp(page, '/notifications')
    await waitForRouteName(page, 'Notifications')
    await waitUntilSettled(page)
    for (const status of ['Info', 'Success', 'Warning', 'Error']) {
      await page.getByRole('button', { name: status, exact: true }).click()
      await page.getByText(`${status} notification`).first().waitFor()
    }
    reports.push(await lightAndDarkViolations(page, 'Toasts'))
    expectClean(reports)
  })

  test('the toasts of a list: after a delete (with Undo), after a save, and inside a dialog', async () => {
    const reports: string[] = []
    await goInApp(page, '/lexicon-category-list')
    await waitForRouteName(page, 'Lexicon')
    await waitUntilSettled(page)
    const cross = page
      .locator('table tbody tr')
      .getByRole('button', { name: /^Delete / })
      .first()
    const victim = ((await cross.getAttribute('aria-label')) ?? '').replace(/^Delete /, '')
    await cross.click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Lexicon category' })
    await confirm.getByText('Do you really want to delete this item?').waitFor()
    await confirm.getByText(/^Counting/).waitFor({ state: 'detached' })
    reports.push(await lightAndDarkViolations(page, 'Delete confirm naming what goes with it'))
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    const deleted = page.getByRole('status').filter({ hasText: `${victim} deleted` })
    await deleted.getByRole('button', { name: 'Undo' }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Toast with Undo'))
    await deleted.getByRole('button', { name: 'Undo' }).click()

    const pencil = firstEditButton(page)
    const saved = ((await pencil.getAttribute('aria-label')) ?? '').replace(/^Edit /, '')
    await pencil.click()
    const edit = dialog(page, /^Edit Lexicon category \(id:\d+\)$/)
    await edit.getByRole('button', { name: 'Save' }).click()
    await edit.waitFor({ state: 'detached' })
    await page
      .getByRole('status')
      .filter({ hasText: `${saved} updated` })
      .waitFor()
    reports.push(await lightAndDarkViolations(page, 'Toast after a save'))

    await page.getByRole('button', { name: 'Add Lexicon category' }).click()
    const add = dialog(page, 'Add Lexicon category')
    await add.getByRole('textbox', { name: /^Title/ }).fill('A category for axe')
    await add.getByRole('button', { name: 'Save' }).click()
    const added = dialog(page, /^Edit Lexicon category \(id:\d+\)$/)
    await added.getByRole('status').filter({ hasText: 'A category for axe created' }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Toast inside the edit dialog'))
    await added.getByRole('button', { name: 'Cancel' }).click()
    await added.waitFor({ state: 'detached' })
    expectClean(reports)
  })

  test('the settings panel and the bell notification list', async () => {
    const reports: string[] = []
    await goInApp(page, '/')
    await waitForRouteName(page, 'Portions')
    await waitUntilSettled(page)

    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('radio', { name: 'Danger (red)' }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Settings panel'))
    await page.keyboard.press('Escape')
    await page.getByRole('radio', { name: 'Danger (red)' }).waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: /^Notifications/ }).click()
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Bell notification list'))
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' })
    expectClean(reports)
  })
})

test('the drawer and the edit dialog at 360 px', async () => {
  const { context, page } = await newPage(browser, { width: 360, height: 740 })
  try {
    await signIn(page, 'chief')
    await waitForRouteName(page, 'Portions')
    await waitUntilSettled(page)
    const reports = [await lightAndDarkViolations(page, '/ at 360 px')]
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first().waitFor()
    reports.push(await lightAndDarkViolations(page, 'Drawer at 360 px'))
    await page.keyboard.press('Escape')
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'detached' })
    // The edit dialog fills the phone's screen.
    await page.getByRole('button', { name: 'Add Portion' }).click()
    await dialog(page, 'Add Portion').getByRole('button', { name: 'Save' }).waitFor()
    reports.push(await lightAndDarkViolations(page, 'Add Portion at 360 px'))
    expectClean(reports)
  } finally {
    await context.close()
  }
})

test('every list at 360 px, its rows as cards, and a child list whose parent is not there', async () => {
  const { context, page } = await newPage(browser, { width: 360, height: 740 })
  try {
    await signIn(page, 'chief')
    const reports: string[] = []
    const lists = ROUTES.filter(({ path }) => path.includes('-list') || path === '/users')
    for (const { path, title } of [{ path: '/', title: 'Portions' }, ...lists]) {
      await goInApp(page, path)
      await waitForRouteName(page, title)
      await waitUntilSettled(page)
      reports.push(await lightAndDarkViolations(page, `${path} at 360 px`))
    }
    await openFirstRowDetails(page, '/patient-list', 'Patients')
    reports.push(await lightAndDarkViolations(page, 'Patients at 360 px, a row expanded'))
    await goInApp(page, '/choice-list/999999')
    await page.getByText('Question 999999 not found').waitFor()
    reports.push(await lightAndDarkViolations(page, 'a child list whose parent is not there'))
    expectClean(reports)
  } finally {
    await context.close()
  }
}, 180000)

test('the ChunkLoadError screen of a screen that did not load', async () => {
  const { context, page } = await newPage(browser)
  try {
    await context.route('**/assets/typography-*.js', (route) => route.abort('failed'))
    await signIn(page, 'admin')
    await waitForRouteName(page, 'Home')
    await goInApp(page, '/typography')
    await page.getByRole('alert').filter({ hasText: 'ChunkLoadError' }).waitFor()
    expectClean([await lightAndDarkViolations(page, 'ChunkLoadError screen')])
  } finally {
    await context.close()
  }
})

import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launch, newPage, signIn } from './support/browser'
import { focusRingOf } from './support/focusRing'

/**
 * A whole add → edit → delete of a portion with the keyboard alone (after signing in, no pointer at
 * all), and focus going into each dialog as it opens and back to its trigger as it closes.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

interface Focused {
  name: string
  tag: string
  inDialog: string | null
}

/** The focused element's accessible name as a user hears it, roughly: label, labelled-by, own label or text. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { name: '', tag: 'body', inDialog: null }
    const byIds = el.getAttribute('aria-labelledby')
    const labelled = byIds
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
    const ownLabel = 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : undefined
    const name = el.getAttribute('aria-label') ?? labelled ?? ownLabel ?? el.textContent ?? ''
    const dialog = el.closest('[role="dialog"], [role="alertdialog"]')
    const title = dialog?.getAttribute('aria-labelledby')
    return {
      name: name.replace(/\s+/g, ' ').trim(),
      tag: el.tagName.toLowerCase(),
      inDialog: dialog
        ? title
          ? (document.getElementById(title)?.textContent ?? '')
          : (dialog.getAttribute('aria-label') ?? '')
        : null,
    }
  })
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches; fails listing what it passed. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 60 } = {}): Promise<void> {
  const seen: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const now = await focused(page)
    if (name.test(now.name)) return
    seen.push(`${now.tag}:${now.name}`)
  }
  throw new Error(`Tab never reached ${String(name)}; passed: ${seen.join(' | ')}`)
}

/** Waits until focus is inside the dialog titled `title`. */
async function expectFocusInDialog(page: Page, title: RegExp) {
  await expect
    .poll(async () => (await focused(page)).inDialog ?? '<outside any dialog>', { timeout: 5000 })
    .toMatch(title)
}

/** Waits until no dialog is open and focus is back on the element named `name`. */
async function expectFocusBackOn(page: Page, name: string) {
  // The closed popovers of the toolbar stay in the DOM as hidden dialogs.
  const open = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible')
  await open
    .first()
    .waitFor({ state: 'hidden', timeout: 5000 })
    .catch(async () => {
      throw new Error(
        `a dialog is still open: ${(await open.allInnerTexts()).join(' / ')}; focus on ${JSON.stringify(await focused(page))}`,
      )
    })
  await expect.poll(async () => (await focused(page)).name, { timeout: 5000 }).toBe(name)
}

const row = (page: Page, text: string) => page.locator('table tbody tr').filter({ hasText: text })

test('add, edit and delete a portion by keyboard alone; focus follows every dialog', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'viewer')
    await page
      .locator('table tbody tr')
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor()
    // Start from the top of the document, as after a page load.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

    // Add: Tab to the add button, open it with Enter.
    await tabTo(page, /^Add Portion$/)
    await page.keyboard.press('Enter')
    await expectFocusInDialog(page, /^Add Portion$/)
    await tabTo(page, /^Name/)
    await page.keyboard.type('Keyboard quark')
    await tabTo(page, /^Serving/)
    // A native select picks the option whose label starts with the typed letters.
    await page.keyboard.type('Bowl')
    await tabTo(page, /^Amount/)
    await page.keyboard.type('1,5')
    await tabTo(page, /^Energy/)
    await page.keyboard.type('120')
    await tabTo(page, /^Save$/)
    await page.keyboard.press('Enter')
    // Add + Save keeps the dialog open as the saved record.
    const saved = page.getByRole('dialog', { name: /^Edit Portion \(id:\d+\)$/ })
    await saved.waitFor()
    const id = /id:(\d+)/.exec((await saved.getByRole('heading').first().textContent()) ?? '')?.[1]
    expect(id, 'the saved record has an id').toBeTruthy()
    expect(
      await saved
        .getByRole('combobox', { name: /^Serving/ })
        .locator('option:checked')
        .textContent(),
    ).toBe('Bowl')
    await expectFocusInDialog(page, /^Edit Portion \(id:\d+\)$/)
    // Cancel closes it and focus returns to the add button.
    await tabTo(page, /^Cancel$/)
    await page.keyboard.press('Enter')
    await expectFocusBackOn(page, 'Add Portion')
    await row(page, 'Keyboard quark').waitFor()

    // Edit: Tab to the row's pencil; Escape closes and returns focus, Enter reopens.
    // The row's controls are named by the record's title.
    const editName = 'Edit Keyboard quark'
    await tabTo(page, new RegExp(`^${editName}$`))
    await page.keyboard.press('Enter')
    await expectFocusInDialog(page, /^Edit Portion \(id:\d+\)$/)
    await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).waitFor()
    await page.keyboard.press('Escape')
    await expectFocusBackOn(page, editName)
    await page.keyboard.press('Enter')
    await expectFocusInDialog(page, /^Edit Portion \(id:\d+\)$/)
    await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).waitFor()
    await tabTo(page, /^Name/)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Keyboard quark light')
    await tabTo(page, /^Save$/)
    await page.keyboard.press('Space')
    await expectFocusBackOn(page, 'Edit Keyboard quark light')
    await row(page, 'Keyboard quark light').waitFor()

    // Delete: the row's cross opens the confirm; Escape answers no, then Delete by keyboard.
    const deleteName = 'Delete Keyboard quark light'
    const nextRowCross = await row(page, 'Keyboard quark light')
      .locator('xpath=following-sibling::tr[1]')
      .getByRole('button', { name: /^Delete / })
      .getAttribute('aria-label')
    await tabTo(page, new RegExp(`^${deleteName}$`))
    await page.keyboard.press('Enter')
    await expectFocusInDialog(page, /^Delete Portion$/)
    await page.keyboard.press('Escape')
    await expectFocusBackOn(page, deleteName)
    await page.keyboard.press('Space')
    await expectFocusInDialog(page, /^Delete Portion$/)
    await tabTo(page, /^Delete$/)
    await page.keyboard.press('Enter')
    await row(page, 'Keyboard quark light').waitFor({ state: 'detached' })
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' })
    // The cross that opened the confirm is gone with its row: the focus goes on to the next row's cross.
    await expect.poll(async () => (await focused(page)).name).toBe(nextRowCross)
  } finally {
    await context.close()
  }
})

test('the drawer at 360 px, the settings panel and the bell open and close by keyboard, focus going in and back', async () => {
  const { context, page } = await newPage(browser, { width: 360, height: 740 })
  try {
    await signIn(page, 'viewer')
    await page.locator('table tbody tr').first().waitFor()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

    await tabTo(page, /^Open menu$/)
    await page.keyboard.press('Enter')
    await expectFocusInDialog(page, /^Menu$/)
    await page.keyboard.press('Escape')
    await expectFocusBackOn(page, 'Open menu')
    // A menu entry works from the keyboard too: the drawer closes on the way.
    await page.keyboard.press('Space')
    await expectFocusInDialog(page, /^Menu$/)
    await tabTo(page, /^Vera Viewer$/)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/user-profile')
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'detached' })

    await tabTo(page, /^Settings$/)
    await page.keyboard.press('Enter')
    await expectFocusInDialog(page, /Settings|Sidebar/)
    await page.keyboard.press('Escape')
    await expectFocusBackOn(page, 'Settings')

    await tabTo(page, /^Notifications/, { back: true })
    await page.keyboard.press('Enter')
    await expectFocusInDialog(page, /^Notifications$/)
    await page.keyboard.press('Escape')
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Notifications \(\d+\)$/)
  } finally {
    await context.close()
  }
})

test('the drawer opens again on Space pressed right after Escape, before the browser has fired its close event', async () => {
  const { context, page } = await newPage(browser, { width: 360, height: 740 })
  try {
    await signIn(page, 'viewer')
    await page.locator('table tbody tr').first().waitFor()
    await page.getByRole('button', { name: 'Open menu' }).focus()
    await page.keyboard.press('Enter')
    // Chromium fires a dialog's close event at its next frame, so a key pressed at once comes before it about one
    // time in five (the race CI hit on a busy machine, where frames come late); many rounds catch it every time.
    for (let round = 0; round < 30; round++) {
      await expectFocusInDialog(page, /^Menu$/)
      await page.keyboard.press('Escape')
      await page.keyboard.press('Space')
    }
    await expectFocusInDialog(page, /^Menu$/)
  } finally {
    await context.close()
  }
})

test('list actions by keyboard: search, page, expand a row, a child list from the dialog and back', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'admin')
    await page.goto('/question-list/1')
    await page
      .locator('table tbody tr')
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const currentPage = page.locator('nav[aria-label="Pagination"] [aria-current="page"]')

    // Page 2 with Enter, then back to page 1 through the page-number box.
    await tabTo(page, /^Page 2$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => currentPage.textContent()).toBe('2')
    await tabTo(page, /^Page number$/)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('1')
    await page.keyboard.press('Enter')
    await expect.poll(() => currentPage.textContent()).toBe('1')

    // A row's details open with Space and say so.
    await tabTo(page, /^Show details of /, { back: true })
    const toggle = (await focused(page)).name
    await page.keyboard.press('Space')
    await expect.poll(async () => (await focused(page)).name).toBe(toggle.replace('Show', 'Hide'))
    expect(await page.getByRole('button', { name: toggle.replace('Show', 'Hide') }).getAttribute('aria-expanded')).toBe(
      'true',
    )

    // Search by typing; Enter sends it at once.
    await tabTo(page, /^Search$/, { back: true })
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'))
    if (!inMain) await tabTo(page, /^Search$/)
    await page.keyboard.type('zzz-no-such-question')
    await page.keyboard.press('Enter')
    await page.getByText('No entries').waitFor()
    // The search reaching the URL does not take the focus away from the box.
    expect((await focused(page)).name).toBe('Search')
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Enter')
    await page
      .locator('table tbody tr')
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor()

    // The child list's button in the edit dialog, by keyboard.
    await tabTo(page, /^Edit /)
    await page.keyboard.press('Enter')
    await expectFocusInDialog(page, /^Edit Question \(id:\d+\)$/)
    await page.getByRole('dialog').getByRole('button', { name: 'Choices' }).waitFor()
    await tabTo(page, /^Choices$/)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/choice-list\/\d+$/)
    await page.locator('table tbody tr').first().waitFor()
  } finally {
    await context.close()
  }
})

test('every control reached by Tab shows a focus ring of 3:1 on its background, light and dark, on the list and in the edit dialog', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const { context, page } = await newPage(browser, { colorScheme })
    try {
      await signIn(page, 'chief')
      await page.getByRole('grid').getByRole('row').nth(1).getByRole('button').first().waitFor()
      const faint: string[] = []
      const tabThrough = async (stops: number) => {
        const seen = new Set<string>()
        for (let i = 0; i < stops; i++) {
          await page.keyboard.press('Tab')
          const ring = await focusRingOf(page)
          // Past the last control focus leaves the page (the browser's own UI), which has no ring to check.
          if (ring.element.startsWith('body ') || seen.has(ring.element)) continue
          seen.add(ring.element)
          if (ring.contrast < 3)
            faint.push(`${colorScheme}: ${ring.element}: ${ring.ring} (${ring.contrast.toFixed(2)}:1)`)
        }
        return seen.size
      }
      expect(await tabThrough(40), 'controls reached on the list').toBeGreaterThan(15)
      await page.getByRole('grid').getByRole('row').nth(1).getByRole('button', { name: /^Edit/ }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).waitFor()
      expect(await tabThrough(15), 'controls reached in the dialog').toBeGreaterThan(3)
      expect(faint).toEqual([])
    } finally {
      await context.close()
    }
  }
})

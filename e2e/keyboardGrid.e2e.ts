import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { API_PREFIX } from '../src/config'
import { axeViolations, formatViolations, lightAndDarkViolations, setScheme, shootBothSchemes } from './support/axe'
import { BASE_URL, launch, newPage, waitForRouteName } from './support/browser'
import { focusRingOf } from './support/focusRing'
import { eventUntil, PHONE_CONTEXT, throttleAsPhone } from '../bench/lib/phoneEdit'

/**
 * Lists that need no mouse (docs/decisions.md, "Lists by keyboard"): a round of work with no pointer event at all, no
 * shortcut inside a field, the cursor row's ring, and the shortcuts' help clean for axe in both schemes and languages.
 * KEYS_SHOTS=<dir> keeps screenshots of the cursor row and the help.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const SHOTS = process.env.KEYS_SHOTS

async function open(opts: { width?: number; locale?: string; colorScheme?: 'light' | 'dark' } = {}) {
  const width = opts.width ?? 1280
  const opened = await newPage(browser, { ...opts, width, height: width < 768 ? 740 : 800 })
  // Every pointer, mouse and touch event the page sees, from its first script on.
  await opened.context.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { pointerEvents: string[] }).pointerEvents = seen
    for (const type of ['pointerdown', 'pointerup', 'pointermove', 'mousedown', 'mousemove', 'touchstart', 'wheel'])
      window.addEventListener(type, () => seen.push(type), true)
  })
  return opened
}

const pointerEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { pointerEvents: string[] }).pointerEvents)

/** Signs in with the keyboard alone, in the browser's language. */
async function signInByKeyboard(page: Page, username: string, de = false) {
  await page.goto('/login')
  await page.getByLabel(de ? 'Benutzername' : 'Username').focus()
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await page.keyboard.type(username)
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').replace(/\s+/g, ' ').trim()
  })

async function tabTo(page: Page, name: RegExp, max = 20) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (name.test(await focusedText(page))) return
  }
  throw new Error(`Tab never reached ${String(name)}`)
}

const grid = (page: Page) => page.getByRole('grid')
const editDialog = (page: Page) => page.getByRole('dialog', { name: /^Edit Portion \(id:\d+\)$/ })
const openId = (page: Page) => new URL(page.url()).searchParams.get('edit')

/** A portion as the server has it now. */
const portion = (page: Page, id: string) =>
  page.evaluate(
    async (url) =>
      (await (
        await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } })
      ).json()) as { name: string },
    `${API_PREFIX}/portions/${id}`,
  )

test('a round with no pointer event: find with Ctrl+K, edit five rows with Alt+↓, delete one, Undo', async () => {
  const { context, page } = await open()
  const deletes: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(r.url())
  })
  try {
    await signInByKeyboard(page, 'viewer')
    await waitForRouteName(page, 'Portions')
    const second = grid(page).getByRole('row').nth(2)
    await second.waitFor()
    const title = (await second.locator('td[data-label="Name"]').textContent())?.trim() ?? ''
    expect(title).not.toBe('')

    // Find it with the palette and open it in its list's edit dialog.
    await page.keyboard.press('Control+k')
    const box = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox')
    await box.waitFor()
    await page.keyboard.type(title)
    const hit = page.getByRole('option', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    await hit.first().waitFor()
    while ((await box.getAttribute('aria-activedescendant')) !== (await hit.first().getAttribute('id')))
      await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await editDialog(page).getByRole('textbox', { name: /^Name/ }).waitFor()

    // Five rows in a row: each edited in its first field, saved with Alt+↓, which opens the next.
    const edited: string[] = []
    for (let i = 0; i < 5; i++) {
      const id = openId(page) ?? ''
      edited.push(id)
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT')
      await page.keyboard.press('End')
      await page.keyboard.type(' ✓')
      await page.keyboard.press('Alt+ArrowDown')
      await expect.poll(() => openId(page), { timeout: 10000 }).not.toBe(id)
      await editDialog(page).getByRole('textbox', { name: /^Name/ }).waitFor()
    }
    for (const id of edited) expect((await portion(page, id)).name).toMatch(/ ✓$/)
    // The sixth is unchanged: Esc closes it, and the focus is on its row.
    const sixth = openId(page) ?? ''
    await page.keyboard.press('Escape')
    await editDialog(page).waitFor({ state: 'detached' })
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.rowId))
      .toBe(sixth)

    // Delete asks; the confirmation's Delete by keyboard; the row goes, the focus on to the next row.
    await page.keyboard.press('Delete')
    const confirm = page.getByRole('alertdialog')
    await confirm.waitFor()
    await tabTo(page, /^Delete$/)
    await page.keyboard.press('Enter')
    await confirm.waitFor({ state: 'detached' })
    await grid(page).locator(`[data-row-id="${sixth}"]`).waitFor({ state: 'detached' })
    // z goes to the toast's Undo: Enter brings the row back and nothing is sent.
    await page.keyboard.press('z')
    await expect.poll(() => focusedText(page)).toBe('Undo')
    await page.keyboard.press('Enter')
    await grid(page).locator(`[data-row-id="${sixth}"]`).waitFor()
    await new Promise((r) => setTimeout(r, 5500))
    expect(deletes).toEqual([])
    expect(await pointerEvents(page)).toEqual([])
  } finally {
    await context.close()
  }
})

test('no shortcut fires inside a field: the list’s search and the edit dialog’s inputs take the letters', async () => {
  const { context, page } = await open()
  try {
    await signInByKeyboard(page, 'viewer')
    await grid(page).getByRole('row').nth(1).waitFor()
    const search = page.getByRole('searchbox', { name: 'Search' })
    await search.focus()
    await page.keyboard.type('jkxnv/?z')
    await page.keyboard.press('Delete')
    expect(await search.inputValue()).toBe('jkxnv/?z')
    expect(await page.locator('dialog[open]').count()).toBe(0)
    expect(await grid(page).locator('[data-cursor]').count()).toBe(0)
    expect(openId(page)).toBeNull()
    await page.keyboard.press('Control+a')
    await page.keyboard.press('Backspace')

    await page.keyboard.press('Escape')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('j')
    await page.keyboard.press('Enter')
    const name = editDialog(page).getByRole('textbox', { name: /^Name/ })
    await name.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT')
    const before = await name.inputValue()
    await page.keyboard.type('jxn?')
    expect(await name.inputValue()).toBe(`${before}jxn?`)
    expect(await page.locator('dialog[open]').count()).toBe(1)
    expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0)
  } finally {
    await context.close()
  }
})

test.each([
  ['en-US', 1280],
  ['de-DE', 360],
  ['en-US', 360],
  ['de-DE', 1280],
])(
  'the cursor row’s ring, the grid and the shortcuts’ help (%s, %i px): axe finds nothing, light and dark',
  async (locale, width) => {
    const de = locale === 'de-DE'
    const { context, page } = await open({ locale, width })
    try {
      await signInByKeyboard(page, 'chief', de)
      await waitForRouteName(page, de ? 'Portionen' : 'Portions')
      await grid(page).getByRole('row').nth(1).waitFor()
      await page.keyboard.press('j')
      await page.keyboard.press('j')
      for (const scheme of ['light', 'dark'] as const) {
        await setScheme(page, scheme)
        const ring = await focusRingOf(page)
        expect(ring.element.startsWith('tr'), ring.element).toBe(true)
        expect(ring.contrast, `${scheme}: ${ring.ring}`).toBeGreaterThanOrEqual(3)
      }
      await setScheme(page, 'light')
      // The list as a grid, its cursor row focused: roles, names and contrast hold.
      const list = formatViolations(`list, ${locale} ${width}`, await axeViolations(page))
      await shootBothSchemes(page, SHOTS, `keys-cursor-${locale}-${width}`)

      await page.keyboard.press('Shift+?')
      const help = page.getByRole('dialog', { name: de ? 'Tastenkürzel' : 'Keyboard shortcuts' })
      await help.waitFor()
      await help.getByText(de ? 'Speichern, dann die nächste Zeile öffnen' : 'Save, then open the next row').waitFor()
      if (de) expect(await help.textContent()).toContain('Strg+S')
      const helpFound = await lightAndDarkViolations(page, `help, ${locale} ${width}`)
      await shootBothSchemes(page, SHOTS, `keys-help-${locale}-${width}`)
      const found = [list, helpFound].filter(Boolean).join('\n')
      expect(found, `axe violations:\n${found}`).toBe('')
      await page.keyboard.press('Escape')
      await help.waitFor({ state: 'detached' })
    } finally {
      await context.close()
    }
  },
)

/** Times a key's keydown to the first frame in which `ready` (the source of a function run every frame) holds. */
const keyUntil = (page: Page, key: string, ready: string) =>
  eventUntil(page, 'keydown', () => page.keyboard.press(key), ready)

/**
 * The figures of docs/bench.md, "Lists by keyboard", on the bench's phone (bench/lib/phoneEdit.ts): a key to the next
 * row focused, and Alt+↓ on a changed record to the next record in an editable form (its save and its GET on the way).
 * Logged, not held to a bar: a shared 2-core machine varies.
 */
test('figures on the phone: j to the next row, Alt+↓ to the next record editable', async () => {
  const context = await browser.newContext({ baseURL: BASE_URL, ...PHONE_CONTEXT })
  try {
    const page = await context.newPage()
    await signInByKeyboard(page, 'viewer')
    await grid(page).getByRole('row').nth(1).waitFor()
    await throttleAsPhone(context, page)
    await page.waitForTimeout(1000)
    await page.keyboard.press('j')
    const rowAt = (n: number) => `() => document.activeElement === document.querySelectorAll('[data-row-id]')[${n}]`
    const moves = [await keyUntil(page, 'j', rowAt(1)), await keyUntil(page, 'j', rowAt(2))]
    await page.keyboard.press('Enter')
    const name = editDialog(page).getByRole('textbox', { name: /^Name/ })
    await expect.poll(() => name.isEditable(), { timeout: 60000 }).toBe(true)
    const steps: number[] = []
    for (let i = 0; i < 3; i++) {
      const from = openId(page)
      await page.keyboard.press('End')
      await page.keyboard.type('!')
      // The next record shows in an enabled field (its GET answered) in a dialog of another id.
      steps.push(
        await keyUntil(
          page,
          'Alt+ArrowDown',
          `() => {
            const id = new URL(location.href).searchParams.get('edit')
            const input = document.querySelector('[role="dialog"] input[type="text"], [role="dialog"] input:not([type])')
            return id !== ${JSON.stringify(from)} && input && !input.disabled && input.value !== ''
          }`,
        ),
      )
    }
    console.log(
      `phone: j to the next row ${moves.join(', ')} ms; Alt+↓ to the next record editable ${steps.join(', ')} ms`,
    )
  } finally {
    await context.close()
  }
})

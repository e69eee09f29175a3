/**
 * Locks that help: admin (A, "Anna Admin") edits a lexicon category while chief (B) reads it read-only, sees A's save
 * arrive live, asks to be told when it is free, and takes it with "Edit now". Two browser contexts against the local
 * sandbox server, as in live.e2e.ts.
 */
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, formatViolations, lightAndDarkViolations } from './support/axe'
import { liveSuite } from './support/liveSuite'
import { rowControl, seedName } from './support/rows'

/** The client lock time of this build: two minutes, so the badge counts whole minutes down from 2. */
const CLIENT_LOCK_MS = 120000
const LIST = '/lexicon-category-list'
const SUFFIX = 'Lexicon category'
/** A row's name in its controls and messages: its seed title (records a test renames are named by it). */
const row = (id: number) => seedName('lexiconcategories', id)

const suite = liveSuite(CLIENT_LOCK_MS)
const user = (username: string, width: number, colorScheme: 'light' | 'dark' = 'light') =>
  suite.user(username, width, { height: 900, colorScheme })

const editDialog = (page: Page, id: number) => page.getByRole('dialog', { name: `Edit ${SUFFIX} (id:${id})` })
const badgeOf = (page: Page) => page.getByRole('button', { name: /: locked by Anna Admin, [12] min left$/ })

async function openList(page: Page) {
  await page.goto(LIST)
  await rowControl(page, 'Edit', row(10)).waitFor()
  await page.getByRole('status', { name: 'Live updates: live' }).waitFor()
}

/** Whether every field of the dialog is disabled. */
const allDisabled = (dialog: ReturnType<typeof editDialog>) =>
  dialog
    .locator('input, textarea, select')
    .evaluateAll((els) => els.length > 0 && els.every((e) => e.matches(':disabled')))

/** A (admin) opens row `id` for editing; B (chief) has the list open at `width`. */
async function aHolds(id: number, width = 1280, colorScheme: 'light' | 'dark' = 'light') {
  const a = await user('admin', 1280)
  const b = await user('chief', width, colorScheme)
  await openList(a)
  await openList(b)
  await rowControl(a, 'Edit', row(id)).click()
  const aDialog = editDialog(a, id)
  await aDialog.waitFor()
  return { a, b, aDialog }
}

describe('a record someone else is editing', () => {
  test('B views it read-only, sees A’s save live, is notified when A closes, and takes it with Edit now', async () => {
    const { a, b, aDialog } = await aHolds(5)

    // The badge names A as staff know A, with the minutes left; an eye takes the pencil's place.
    const badge = badgeOf(b)
    await badge.waitFor()
    expect(await badge.innerText()).toMatch(/Anna Admin\s*2 min/)
    expect(await rowControl(b, 'Edit', row(5)).count()).toBe(0)
    await rowControl(b, 'View', row(5)).click()

    const bDialog = editDialog(b, 5)
    await bDialog.getByText('Locked by Anna Admin').waitFor()
    await bDialog.getByText(/^[12] min left$/).waitFor()
    expect(await bDialog.getByRole('button', { name: 'Save' }).count()).toBe(0)
    expect(await allDisabled(bDialog)).toBe(true)
    expect(await lightAndDarkViolations(b, 'read-only dialog', '[role="dialog"]')).toBe('')

    const notify = bDialog.getByRole('button', { name: `Notify me when free: ${row(5)}`, exact: true })
    await notify.click()
    expect(await notify.getAttribute('aria-pressed')).toBe('true')

    await aDialog.getByLabel('Title').fill('Saved by Anna while Chris watched')
    await aDialog.getByRole('button', { name: 'Save' }).click()
    await aDialog.waitFor({ state: 'detached' })

    // A's save reaches B's open dialog, which says so; A's dialog closing frees the row: a toast naming the record by
    // its title as A saved it (not its id), and Edit now.
    await expect
      .poll(() => bDialog.getByLabel('Title').inputValue(), { timeout: 10000 })
      .toBe('Saved by Anna while Chris watched')
    await bDialog.getByText('Anna Admin saved a change; you see it now.').waitFor()
    await b.getByRole('status').filter({ hasText: 'Saved by Anna while Chris watched is free to edit' }).waitFor()
    await bDialog.getByText('Anna Admin has finished editing.').waitFor()

    await bDialog.getByRole('button', { name: 'Edit now' }).click()
    await bDialog.getByRole('button', { name: 'Save' }).waitFor()
    expect(await allDisabled(bDialog)).toBe(false)
    expect(await bDialog.getByLabel('Title').inputValue()).toBe('Saved by Anna while Chris watched')
    // A now sees B's lock.
    await a
      .getByRole('button', {
        name: 'Saved by Anna while Chris watched: locked by Chris Chief, 2 min left',
        exact: true,
      })
      .waitFor()
    await bDialog.getByRole('button', { name: 'Cancel' }).click()
    await bDialog.waitFor({ state: 'detached' })
    await rowControl(a, 'Edit', 'Saved by Anna while Chris watched').waitFor()
  })

  test('the badge’s popover offers Notify me; the toast’s Edit opens the freed row for editing', async () => {
    const { a, b } = await aHolds(4)
    await badgeOf(b).click()
    const bubble = b.getByRole('dialog', { name: new RegExp(`^${row(4)}: locked by Anna Admin`) })
    await bubble.getByRole('button', { name: `Notify me when free: ${row(4)}`, exact: true }).click()
    await b.keyboard.press('Escape')

    await editDialog(a, 4).getByRole('button', { name: 'Cancel' }).click()
    // The freed row's toast names it by its title, never by its id.
    const toast = b.getByRole('status').filter({ hasText: `${row(4)} is free to edit` })
    await toast.waitFor()
    expect(
      await b
        .getByRole('status')
        .filter({ hasText: `${SUFFIX} 4` })
        .count(),
    ).toBe(0)
    await toast.getByRole('button', { name: 'Edit' }).click()
    await editDialog(b, 4).getByRole('button', { name: 'Save' }).waitFor()
    await editDialog(b, 4).getByRole('button', { name: 'Cancel' }).click()
  })
})

for (const [width, scheme] of [
  [360, 'light'],
  [360, 'dark'],
  [1280, 'dark'],
] as const) {
  test(`at ${width} px, ${scheme}: the holder’s name and the minutes left show on the locked row, with its eye`, async () => {
    const { b, aDialog } = await aHolds(3, width, scheme)
    const badge = badgeOf(b)
    await badge.scrollIntoViewIfNeeded()
    expect(await badge.isVisible()).toBe(true)
    expect(await badge.getByText('Anna Admin').isVisible()).toBe(true)
    expect(await badge.getByText(/^[12] min$/).isVisible()).toBe(true)
    expect(await rowControl(b, 'View', row(3)).isVisible()).toBe(true)
    const found = formatViolations(`${width} px ${scheme}`, await axeViolations(b, 'main', ['color-contrast']))
    expect(found).toBe('')
    await aDialog.getByRole('button', { name: 'Cancel' }).click()
    await rowControl(b, 'Edit', row(3)).waitFor()
  })
}

test('at 1280 px the columns keep their places to the pixel while a lock badge comes and goes', async () => {
  const { a, b, aDialog } = await aHolds(6)
  /** The left edge of each header cell of B's list. */
  const columns = () =>
    b.locator('table thead th').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().left))
  await badgeOf(b).waitFor()
  const locked = await columns()
  await aDialog.getByRole('button', { name: 'Cancel' }).click()
  await rowControl(b, 'Edit', row(6)).waitFor()
  expect(await columns(), 'after the badge went').toEqual(locked)
  await rowControl(a, 'Edit', row(6)).click()
  await badgeOf(b).waitFor()
  expect(await columns(), 'with the badge back').toEqual(locked)
})

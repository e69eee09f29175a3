/**
 * Editing never loses work and never freezes: the edit-time limit, a 401 on save, a 401 from the hub,
 * a row taken by someone else during an outage, and row actions within reach, at 360 and 1280 px, against the
 * local sandbox server with a short edit limit (VITE_EDIT_LOCK_MS on the client, lockMs on the server).
 */
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { LIVE_URL, cutHubSockets, rawHubClient } from './support/liveServer'
import { tokenFor } from '../src/test/support/localServer'
import { liveSuite } from './support/liveSuite'
import { idRowControl, rowControls, seedName } from './support/rows'

const LOCK_MS = 15000
const LIST = '/lexicon-category-list'
const SUFFIX = 'Lexicon category'
const GROUP = 'lexiconcategories'
const TYPED = 'Typed before the fault'

const { user, restartServer } = liveSuite(LOCK_MS)

/** A row's pencil, found by its Id cell: the tests rename the rows they edit. */
const editButton = (page: Page, id: number) => idRowControl(page, 'Edit', id)
const dialog = (page: Page, id: number) => page.getByRole('dialog', { name: `Edit ${SUFFIX} (id:${id})` })
/** The live indicator sits outside an open dialog, which hides the rest of the page from the accessibility tree. */
const status = (page: Page, state: string | RegExp) =>
  page.getByRole('status', { name: typeof state === 'string' ? `Live updates: ${state}` : state, includeHidden: true })

async function openList(page: Page) {
  await page.goto(LIST)
  await editButton(page, 10).waitFor()
  await status(page, 'live').waitFor()
}

/** Opens the record and types into its title, as a person would. */
async function editAndType(page: Page, id: number, value = TYPED, label = 'Title') {
  await editButton(page, id).click()
  const field = dialog(page, id).getByLabel(label)
  await expect.poll(() => field.inputValue()).not.toBe('')
  await field.fill(value)
}

/** Save is answered 401: the session ends, and the typed values wait as a draft. */
async function saveAnswered401(page: Page, id: number) {
  await page.route('**/api/v1/lexiconcategories', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 401, body: '{}' }) : route.fallback(),
  )
  const refused = page.waitForResponse((answer) => answer.request().method() === 'PUT' && answer.status() === 401)
  await dialog(page, id).getByRole('button', { name: 'Save' }).click()
  // The PUT leaves after Formik's validation, not with the click: the route stays until it has answered.
  await refused
  await page.unroute('**/api/v1/lexiconcategories')
}

/** Reopening the record shows what was typed, as unsaved changes; discarding them clears the draft. */
async function expectDraftBack(page: Page, id: number) {
  const opened = dialog(page, id)
  await opened.getByText('Your unsaved changes were restored.').waitFor()
  expect(await opened.getByLabel('Title').inputValue()).toBe(TYPED)
  await opened.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click()
  await opened.waitFor({ state: 'detached' })
}

/** The page still answers: a frame is painted within a second or two (a render loop never gets there). */
async function expectPaint(page: Page) {
  const painted = page.evaluate(() => new Promise<boolean>((done) => requestAnimationFrame(() => done(true))))
  const stuck = new Promise<boolean>((done) => setTimeout(() => done(false), 3000))
  expect(await Promise.race([painted, stuck]), 'a frame is painted').toBe(true)
}

/** Whether another user could take the row now (the lock was let go), leaving it free again. */
async function lockIsFree(id: number): Promise<boolean> {
  const other = await rawHubClient('chief')
  try {
    const holder: unknown = await other.invoke('AddEntry', GROUP, id)
    return holder === null
  } finally {
    await other.stop()
  }
}

async function signInAgain(page: Page, username: string) {
  await page.waitForURL((url) => url.pathname === '/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(username)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === LIST)
}

for (const width of [360, 1280]) {
  describe(`at ${width} px`, () => {
    test(
      'the edit limit closes the dialog, lets go of the lock and keeps the typed values; the page still answers',
      async () => {
        const page = await user('admin', width)
        await openList(page)
        const id = 5
        await editAndType(page, id)
        await dialog(page, id).getByRole('button', { name: 'Keep editing' }).waitFor({ timeout: LOCK_MS })
        // Under a minute left: the dialog counts the seconds down.
        expect(await dialog(page, id).getByRole('timer').innerText()).toMatch(/^\d+ s left$/)
        await dialog(page, id).waitFor({ state: 'detached', timeout: LOCK_MS + 10000 })
        // The list says why the dialog went.
        await page
          .getByRole('status')
          .filter({
            hasText: `The edit time for ${seedName('lexiconcategories', id)} ran out. Your changes are kept as a draft.`,
          })
          .waitFor({ timeout: 3000 })

        await expectPaint(page)
        // A click still does what it should.
        await page.getByRole('button', { name: `Add ${SUFFIX}` }).click()
        const added = page.getByRole('dialog', { name: `Add ${SUFFIX}` })
        await added.waitFor({ timeout: 5000 })
        await added.getByRole('button', { name: 'Cancel' }).click()
        await added.waitFor({ state: 'detached' })
        await expectPaint(page)

        expect(await lockIsFree(id)).toBe(true)
        await editButton(page, id).click()
        await expectDraftBack(page, id)
      },
      LOCK_MS + 60000,
    )

    test('a save answered 401: after signing in again the dialog reopens with the typed values', async () => {
      const page = await user('admin', width)
      await openList(page)
      const id = 6
      await editAndType(page, id)
      await saveAnswered401(page, id)
      await signInAgain(page, 'admin')
      await expectDraftBack(page, id)
      const drafts = await page.evaluate(() => sessionStorage.getItem('console.drafts'))
      expect(drafts ?? '').not.toContain('"|')
    })

    test('another user takes the row during an outage: the typed values stay, with the reason, and come back', async () => {
      const page = await user('chief', width)
      await openList(page)
      const id = 7
      await editAndType(page, id)
      // Chief's socket drops (the server lets go of chief's lock; no new socket for a while) and admin, still
      // connected, takes the row meanwhile.
      const admin = await rawHubClient('admin')
      try {
        await cutHubSockets('chief', 4000)
        await status(page, /^Live updates: (reconnecting|offline)$/).waitFor({ timeout: 5000 })
        expect(await admin.invoke('AddEntry', GROUP, id)).toBeNull()
        await status(page, 'live').waitFor({ timeout: 20000 })

        const opened = dialog(page, id)
        await opened.getByText('Locked by Anna Admin').waitFor()
        await opened
          .getByText(
            `Your changes to ${seedName('lexiconcategories', id)} could not be saved because Anna Admin is editing it.`,
            { exact: false },
          )
          .waitFor()
        expect(await opened.getByLabel('Title').inputValue()).toBe(TYPED)
        await page.keyboard.press('Escape')
        await opened.waitFor({ state: 'detached' })
      } finally {
        await admin.stop()
      }
      await editButton(page, id).click()
      await expectDraftBack(page, id)
    }, 60000)

    test('the hub answers 401 (the server forgot the sign-in): to /login, and the typed values come back', async () => {
      const page = await user('admin', width)
      await openList(page)
      const id = 8
      await editAndType(page, id)
      await restartServer()
      // Nothing else calls the server: only the hub's reconnect can find out.
      await signInAgain(page, 'admin')
      await expectDraftBack(page, id)
    }, 60000)

    test('row actions stay in view with long text: pencils of the lexicon, Coupon, pencil and cross of promotions', async () => {
      const page = await user('chief', width)
      const token = await page.evaluate(() => localStorage.getItem('token'))
      const headers = { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' }
      const record = (await (await fetch(`${LIVE_URL}/api/v1/lexiconcategories/9`, { headers })).json()) as object
      const long = `${'Micronutrients and their role in a balanced everyday diet, '.repeat(6)}explained`.slice(0, 330)
      const saved = await fetch(`${LIVE_URL}/api/v1/lexiconcategories`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...record, title: long }),
      })
      expect(saved.status).toBe(200)

      await openList(page)
      await page.locator('tbody td[data-label="Title"]', { hasText: long.slice(0, 40) }).waitFor()
      await expectAllInView(page, rowControls(page, 'Edit'), 10)

      await page.goto('/promotion-list')
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: /^Download coupon of / }) })
        .first()
      await row.waitFor()
      await expectAllInView(page, row.getByRole('button', { name: /^(Download coupon of |Edit |Delete )/ }), 3)
    })
  })
}

/** Every button is inside the window and is what a tap at its centre reaches. */
async function expectAllInView(page: Page, buttons: ReturnType<Page['getByRole']>, count: number) {
  await buttons.nth(count - 1).waitFor()
  expect(await buttons.count()).toBe(count)
  const width = page.viewportSize()?.width ?? 0
  for (const button of await buttons.all()) {
    // Measured before any scrolling: sideways, nothing may need it.
    const before = await button.boundingBox()
    const label = await button.getAttribute('aria-label')
    expect(before, `${label ?? ''} is laid out`).not.toBeNull()
    if (!before) continue
    expect(before.x, `${label ?? ''} starts inside the window`).toBeGreaterThanOrEqual(0)
    expect(before.x + before.width, `${label ?? ''} ends inside the window (${width} px)`).toBeLessThanOrEqual(width)
    // Up or down to it (it is already in view sideways, so this scrolls no table), then tap its centre.
    await button.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }))
    const box = await button.boundingBox()
    if (!box) continue
    const reached = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    )
    expect(reached, `a tap on ${label ?? ''}`).toBe(label)
  }
}

/** What the server holds now, read as chief over HTTP. */
async function stored(id: number): Promise<Record<string, unknown>> {
  const token = await tokenFor(LIVE_URL, 'chief')
  const answer = await fetch(`${LIVE_URL}/api/v1/${GROUP}/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  return (await answer.json()) as Record<string, unknown>
}

/** Another tab's save, straight over HTTP (the holder's own tab passes the lock). */
async function putAs(username: string, id: number, patch: Record<string, unknown>) {
  const token = await tokenFor(LIVE_URL, username)
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  const record = (await (await fetch(`${LIVE_URL}/api/v1/${GROUP}/${id}`, { headers })).json()) as object
  const saved = await fetch(`${LIVE_URL}/api/v1/${GROUP}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...record, ...patch }),
  })
  expect(saved.status).toBe(200)
}

/** A's save is answered 401: the session ends and the typed values wait as a draft while A signs in again. */
async function draftBy401(page: Page, id: number, title: string) {
  await editAndType(page, id, title)
  await saveAnswered401(page, id)
  await page.waitForURL((url) => url.pathname === '/login')
}

/** B changes one field of the row in the console and saves. */
async function saveInConsole(page: Page, id: number, label: string, value: string) {
  await openList(page)
  await editAndType(page, id, value, label)
  await dialog(page, id).getByRole('button', { name: 'Save' }).click()
  await dialog(page, id).waitFor({ state: 'detached' })
}

describe('never overwrite a colleague’s save (two users)', () => {
  test('A’s draft changes the title, B saves the sort order, A reopens and saves: both are on the server', async () => {
    const a = await user('admin', 1280)
    const b = await user('chief', 1280)
    await openList(a)
    const id = 12
    await draftBy401(a, id, 'Title from A’s draft')
    await saveInConsole(b, id, 'Sort order', '42')

    await signInAgain(a, 'admin')
    const opened = dialog(a, id)
    await opened.getByText('This record changed since your draft.').waitFor()
    expect(await opened.getByLabel('Title').inputValue()).toBe('Title from A’s draft')
    expect(await opened.getByLabel('Sort order').inputValue()).toBe('42')
    await opened.getByRole('button', { name: 'Save' }).click()
    await opened.waitFor({ state: 'detached' })
    expect(await stored(id)).toMatchObject({ title: 'Title from A’s draft', sortOrder: 42 })
  }, 90000)

  test('both change the title: the conflict shows both, nothing is written until A chooses', async () => {
    const a = await user('admin', 1280)
    const b = await user('chief', 1280)
    await openList(a)
    const id = 3
    await draftBy401(a, id, 'A’s title')
    await saveInConsole(b, id, 'Title', 'B’s title')

    await signInAgain(a, 'admin')
    const opened = dialog(a, id)
    const choice = opened.getByRole('group', { name: 'Title: choose which value to keep' })
    await choice.waitFor()
    await choice.getByText('B’s title').waitFor()
    await opened.getByRole('button', { name: 'Save' }).click()
    await opened.getByText('Choose a value for each field you both changed, then save.').waitFor()
    expect(await stored(id)).toMatchObject({ title: 'B’s title' })

    await choice.getByRole('radio', { name: /Your value/ }).check()
    await opened.getByRole('button', { name: 'Save' }).click()
    await opened.waitFor({ state: 'detached' })
    expect(await stored(id)).toMatchObject({ title: 'A’s title' })
  }, 90000)

  test('a save made from an old version gets 412 from the server and is merged, not written over', async () => {
    const a = await user('admin', 1280)
    await openList(a)
    const id = 4
    await editButton(a, id).click()
    const field = dialog(a, id).getByLabel('Title')
    await expect.poll(() => field.inputValue()).not.toBe('')
    await field.fill('Title after the other tab')
    // A's other tab saves the sort order meanwhile (the lock lets its holder's own tabs write). A typed first, so the
    // form keeps its values (and the version they began from) when the change arrives live.
    await putAs('admin', id, { sortOrder: 77 })
    const statuses: number[] = []
    a.on('response', (answer) => {
      if (answer.request().method() === 'PUT') statuses.push(answer.status())
    })
    await dialog(a, id).getByRole('button', { name: 'Save' }).click()
    await dialog(a, id).waitFor({ state: 'detached' })
    expect(statuses).toEqual([412, 200])
    expect(await stored(id)).toMatchObject({ title: 'Title after the other tab', sortOrder: 77 })
  })

  test('Undo after a save puts the old values back; refused when someone saved since', async () => {
    const a = await user('admin', 1280)
    await openList(a)
    const id = 11
    const before = await stored(id)
    await saveInConsole(a, id, 'Title', 'A wrong title')
    await a.getByRole('button', { name: 'Undo' }).click()
    await a.getByText('Your save of A wrong title was undone.').waitFor()
    expect(await stored(id)).toMatchObject({ title: before.title })

    await saveInConsole(a, id, 'Title', 'Saved by A')
    await putAs('chief', id, { sortOrder: 5 })
    await a.getByRole('button', { name: 'Undo' }).click()
    await a.getByText('Saved by A was saved again since, so your save was not undone.').waitFor()
    expect(await stored(id)).toMatchObject({ title: 'Saved by A', sortOrder: 5 })
  })
})

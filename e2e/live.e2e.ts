/**
 * Live editing with two real users: admin (A) and chief (B) in two browser contexts against the local
 * sandbox server, both on the lexicon categories list (page size 10, newest first, 12 seeded categories).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import type { HubConnection } from '@microsoft/signalr'
import { launch, newPage, signIn } from './support/browser'
import { LIVE_URL, buildLiveConsole, cutHubSockets, rawHubClient, startLiveServer } from './support/liveServer'
import { tokenFor } from '../src/test/support/localServer'
import { idRowControl, idsOnPage, rowControls } from './support/rows'

/** Client lock time of this build (VITE_EDIT_LOCK_MS); the server keeps locks far longer, so an expiry seen in
 * the browser is the client's own LockDate + lock time rule. */
const CLIENT_LOCK_MS = 30000
const LIST = '/lexicon-category-list'
const SUFFIX = 'Lexicon category'
const GROUP = 'lexiconcategories'

let server: Awaited<ReturnType<typeof startLiveServer>>
let browser: Browser
const contexts: BrowserContext[] = []
let a: Page
let b: Page
let raw: HubConnection | undefined

async function user(username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: LIVE_URL, viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  const page = await context.newPage()
  await signIn(page, username)
  return page
}

/** Rows are renamed, added and deleted here: they are found by their Id cells, whatever their names. */
const edit = (page: Page, id: number) => idRowControl(page, 'Edit', id)
const del = (page: Page, id: number) => idRowControl(page, 'Delete', id)
/** A row's lock badge as the user sees it, also behind an open dialog (which hides the list from assistive tech). */
const lockOf = (page: Page, id: number, editor: string) =>
  page
    .getByRole('row', { includeHidden: true })
    .filter({ has: page.getByRole('gridcell', { name: String(id), exact: true, includeHidden: true }) })
    .getByRole('button', { name: `Locked by ${editor}`, includeHidden: true })
const status = (page: Page, state: string) => page.getByRole('status', { name: `Live updates: ${state}` })
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title })

async function openList(page: Page, query = '') {
  await page.goto(LIST + query)
  await edit(page, 5).or(edit(page, 2)).first().waitFor()
  await status(page, 'live').waitFor()
}

/** Proof that a change arrived live: the marker set before it survives (no reload happened). */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { liveMarker: 'still here' }))
}
async function stillSamePage(page: Page) {
  return page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)
}

/** Records every live highlight a row gets (they last seconds), so a slow machine cannot miss one. */
async function watchHighlights(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { liveHighlights: seen })
    new MutationObserver((changes) => {
      for (const change of changes) {
        const row = change.target as Element
        const value = row.getAttribute('data-highlight')
        // The id is read by its column's label, wherever that column sits in the row.
        if (value) seen.push(`${value}:${row.querySelector('td[data-label="Id"]')?.textContent ?? ''}`)
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-highlight'] })
  })
}
async function highlightsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { liveHighlights?: string[] }).liveHighlights ?? [])
}

/**
 * Records the rows shown fading out after a live delete (they last LIVE_FADE_MS): buttons, display, and whether it is
 * fading a little later, by framer-motion or, while that is still loading with the first live event, by the CSS fade.
 * Loading it swaps the row's element, so one row may be seen twice: the record is a set.
 */
async function watchRemovedRows(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>()
    Object.assign(window, { liveRemoved: seen })
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof Element) || !node.matches('tr[data-removed]')) continue
          const id = node.querySelector('td[data-label="Id"]')?.textContent ?? ''
          const { display } = getComputedStyle(node)
          const buttons = node.querySelectorAll('button').length
          const shown = `${id} aria-hidden=${node.getAttribute('aria-hidden')} buttons=${buttons} ${display}`
          if (display === 'none') {
            seen.add(shown)
            continue
          }
          // Every frame while the row is there, not one late sample: on a busy machine a timer can fire after the
          // fade has ended and the row is gone, which said nothing about the fade.
          let faded = false
          const sample = () => {
            if (!node.isConnected) return seen.add(`${shown} ${faded ? 'fading' : 'opaque'}`)
            faded ||= Number(getComputedStyle(node).opacity) < 1
            requestAnimationFrame(sample)
          }
          sample()
        }
      }
    }).observe(document.body, { subtree: true, childList: true })
  })
}
async function removedRowsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { liveRemoved?: Set<string> }).liveRemoved ?? [])])
}

async function cancelDialog(page: Page, title: string) {
  await dialog(page, title).getByRole('button', { name: 'Cancel' }).click()
  await dialog(page, title).waitFor({ state: 'detached' })
}

beforeAll(async () => {
  await buildLiveConsole(CLIENT_LOCK_MS)
  server = await startLiveServer()
  browser = await launch()
  a = await user('admin')
  b = await user('chief')
}, 300000)

afterAll(async () => {
  await raw?.stop()
  for (const context of contexts) await context.close()
  await browser?.close()
  await server?.close()
})

describe('two users editing the same list', () => {
  test('A opens a row: B sees the lock with A’s name and no pencil or cross; A cancels and B’s lock goes', async () => {
    await openList(a)
    await openList(b)
    await edit(a, 5).click()
    await dialog(a, `Edit ${SUFFIX} (id:5)`).waitFor()

    await lockOf(b, 5, 'Anna Admin').waitFor()
    expect(await edit(b, 5).count()).toBe(0)
    expect(await del(b, 5).count()).toBe(0)
    expect(await edit(b, 6).count()).toBe(1)

    await cancelDialog(a, `Edit ${SUFFIX} (id:5)`)
    await edit(b, 5).waitFor()
    expect(await lockOf(b, 5, 'Anna Admin').count()).toBe(0)
  })

  test('B opening a row A holds (by its link) gets a read-only dialog saying “Locked by Anna Admin”', async () => {
    await edit(a, 5).click()
    await dialog(a, `Edit ${SUFFIX} (id:5)`).waitFor()
    await b.goto(`${LIST}?edit=5`)
    const readOnly = dialog(b, `Edit ${SUFFIX} (id:5)`)
    await readOnly.getByText('Locked by Anna Admin').waitFor()
    expect(await readOnly.getByRole('button', { name: 'Save' }).count()).toBe(0)
    await cancelDialog(b, `Edit ${SUFFIX} (id:5)`)
    await cancelDialog(a, `Edit ${SUFFIX} (id:5)`)
    await edit(b, 5).waitFor()
  })

  test('A saves a change: B’s row changes without a reload', async () => {
    await markPage(b)
    await watchHighlights(b)
    await edit(a, 6).click()
    const title = dialog(a, `Edit ${SUFFIX} (id:6)`).getByLabel('Title')
    await title.fill('Renamed live by admin')
    await dialog(a, `Edit ${SUFFIX} (id:6)`).getByRole('button', { name: 'Save' }).click()
    await dialog(a, `Edit ${SUFFIX} (id:6)`).waitFor({ state: 'detached' })

    await b.getByRole('gridcell', { name: 'Renamed live by admin', exact: true }).waitFor()
    expect(await stillSamePage(b)).toBe('still here')
    // Patched live, not refetched: the row was briefly highlighted as updated.
    expect(await highlightsSeen(b)).toContain('updated:6')
    await edit(b, 6).waitFor()
  })

  test('A adds a record: B’s last page (it has room) gets it at the top and the total follows', async () => {
    await openList(b, '?page=2')
    await b.getByText('12 entries').waitFor()
    await markPage(b)

    await a.getByRole('button', { name: `Add ${SUFFIX}` }).click()
    await dialog(a, `Add ${SUFFIX}`).getByLabel('Title').fill('Added live by admin')
    await dialog(a, `Add ${SUFFIX}`).getByRole('button', { name: 'Save' }).click()
    await cancelDialog(a, `Edit ${SUFFIX} (id:13)`)

    await b.getByRole('gridcell', { name: 'Added live by admin', exact: true }).waitFor()
    await b.getByText('13 entries').waitFor()
    const firstRow = b.getByRole('row').nth(1)
    expect(await firstRow.getByRole('gridcell', { name: 'Added live by admin', exact: true }).count()).toBe(1)
    expect(await stillSamePage(b)).toBe('still here')
  })

  test('A deletes a row: B’s full page loses it and backfills from the next page', async () => {
    await openList(b)
    await b.getByText('13 entries').waitFor()
    expect(await edit(b, 3).count()).toBe(0) // id 3 is the first row of page 2
    await markPage(b)
    await watchRemovedRows(b)
    await watchRemovedRows(a)

    await del(a, 12).click()
    await a.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()

    await b.getByText('12 entries').waitFor()
    await edit(b, 3).waitFor()
    expect(await edit(b, 12).count()).toBe(0)
    expect(await rowControls(b, 'Edit').count()).toBe(10)
    expect(await stillSamePage(b)).toBe('still here')
    // B saw the row fade out, inert and hidden from assistive tech; then it is gone. Loading framer-motion with this
    // first live event may swap the fading row's element before its CSS fade has begun: that element is seen too,
    // still opaque, but just as inert.
    await expect
      .poll(() => removedRowsSeen(b), { timeout: 5000 })
      .toContain('12 aria-hidden=true buttons=0 table-row fading')
    for (const seen of await removedRowsSeen(b)) expect(seen).toMatch(/^12 aria-hidden=true buttons=0 table-row /)
    await b.locator('tr[data-removed]').waitFor({ state: 'detached' })
    expect(await b.getByRole('gridcell', { name: '12', exact: true }).count()).toBe(0)
    // A deleted it herself: the row just went.
    expect(await removedRowsSeen(a)).toEqual([])
  })

  test('with reduced motion, a row deleted live goes without a fade', async () => {
    await b.emulateMedia({ reducedMotion: 'reduce' })
    await watchRemovedRows(b)
    await del(a, 11).click()
    await a.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()

    await b.getByText('11 entries').waitFor()
    expect(await edit(b, 11).count()).toBe(0)
    expect(await removedRowsSeen(b)).toEqual(['11 aria-hidden=true buttons=0 none'])
    await b.emulateMedia({ reducedMotion: null })
  })

  test(
    'a lock expires at LockDate + the lock time on the client even when no RemovedState arrives',
    async () => {
      raw = await rawHubClient('admin')
      expect(await raw.invoke('AddEntry', 'lexiconcategories', 7)).toBeNull()
      const lockedAt = Date.now()
      await lockOf(b, 7, 'Anna Admin').waitFor()

      await edit(b, 7).waitFor({ timeout: CLIENT_LOCK_MS + 5000 })
      expect(Date.now() - lockedAt).toBeGreaterThanOrEqual(CLIENT_LOCK_MS - 1000)
      // The server still holds it (its lock time is longer): the browser let go on its own. Asked by another
      // connection with the Admin role (only roles that may write lexicon categories may lock them).
      const other = await rawHubClient('chief')
      expect(await other.invoke('AddEntry', 'lexiconcategories', 7)).toMatchObject({ Id: 7, Editor: 'admin' })
      await other.stop()
      await raw.stop()
      raw = undefined
    },
    CLIENT_LOCK_MS + 30000,
  )

  test('cutting B’s socket: the indicator goes offline and back, and B’s locks are re-initialised', async () => {
    await status(b, 'live').waitFor()
    await edit(a, 8).click()
    await dialog(a, `Edit ${SUFFIX} (id:8)`).waitFor()
    const lockedAt = Date.now()
    await lockOf(b, 8, 'Anna Admin').waitFor()

    await cutHubSockets('chief', 8000)
    await status(b, 'offline').waitFor({ timeout: 5000 })

    // Missed while B is cut off: A lets go of 8 and takes 9.
    await cancelDialog(a, `Edit ${SUFFIX} (id:8)`)
    await edit(a, 9).click()
    await dialog(a, `Edit ${SUFFIX} (id:9)`).waitFor()
    expect(await status(b, 'live').count()).toBe(0)

    await status(b, 'live').waitFor({ timeout: 20000 })
    // Only the StateList of the re-sent Init can tell B this (and 8's lock is far from expiring on its own).
    await lockOf(b, 9, 'Anna Admin').waitFor({ timeout: 5000 })
    await edit(b, 8).waitFor({ timeout: 5000 })
    expect(Date.now() - lockedAt).toBeLessThan(CLIENT_LOCK_MS)
    await cancelDialog(a, `Edit ${SUFFIX} (id:9)`)
    await edit(b, 9).waitFor()
  }, 45000)
})

/**
 * A delete waits UNDO_MS for its Undo before the DELETE goes, holding the row's lock meanwhile; on the courses
 * list (chapters and their subchapters go with a course).
 */
describe('a delete waiting for its Undo, between two users', () => {
  const COURSES = '/course-list'
  const courseEdit = (page: Page, id: number) => idRowControl(page, 'Edit', id)
  const courseDelete = (page: Page, id: number) => idRowControl(page, 'Delete', id)
  const courseLock = (page: Page, id: number, editor: string) =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name: String(id), exact: true }) })
      .getByRole('button', { name: `Locked by ${editor}` })
  /** Whether the server still has the course, as another user reads it. */
  const serverHas = async (id: number) => {
    const token = await tokenFor(LIVE_URL, 'chief')
    const response = await fetch(`${LIVE_URL}/api/v1/courses/${id}`, { headers: { Authorization: `Bearer ${token}` } })
    return response.status === 200
  }
  const deletesSent: string[] = []

  async function openCourses(page: Page) {
    await page.goto(COURSES)
    await courseEdit(page, 3).waitFor()
    await status(page, 'live').waitFor()
  }

  /** Deletes the course in A's list, answering the confirmation, which names it and what goes with it. */
  async function deleteCourse(page: Page, id: number, name: string, also: string | RegExp) {
    await courseDelete(page, id).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Course' })
    await confirm.getByText('Do you really want to delete this item?').waitFor()
    if (name) await confirm.getByText(name, { exact: true }).waitFor()
    await confirm.getByText(also).waitFor()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await confirm.waitFor({ state: 'detached' })
  }

  test('the row leaves A’s list at once and B sees it locked by A until the DELETE goes', async () => {
    await openCourses(a)
    await openCourses(b)
    a.on('request', (r) => {
      if (r.method() === 'DELETE') deletesSent.push(new URL(r.url()).pathname)
    })
    await deleteCourse(a, 5, 'Blood pressure under control', 'Also deletes 3 chapters and their subchapters.')
    expect(await courseEdit(a, 5).count()).toBe(0)
    await a
      .getByRole('status')
      .filter({ hasText: 'Blood pressure under control deleted' })
      .getByRole('button', { name: 'Undo' })
      .waitFor()

    await courseLock(b, 5, 'Anna Admin').waitFor()
    expect(await courseDelete(b, 5).count()).toBe(0)
    expect(await serverHas(5)).toBe(true)

    await courseLock(b, 5, 'Anna Admin').waitFor({ state: 'detached', timeout: 15000 })
    // The lock's release and the row's removal come as two events; the rows render in an interruptible pass.
    await expect.poll(() => b.getByRole('gridcell', { name: '5', exact: true }).count(), { timeout: 3000 }).toBe(0)
    expect(await serverHas(5)).toBe(false)
    expect(deletesSent).toEqual(['/api/v1/courses/5'])
  })

  test('Undo puts A’s row back and lets go of it for B; the server never hears of it', async () => {
    deletesSent.length = 0
    await deleteCourse(a, 4, 'Heart-healthy eating', /^Also deletes \d+ chapters and their subchapters\.$/)
    await courseLock(b, 4, 'Anna Admin').waitFor()
    await a.getByRole('status').getByRole('button', { name: 'Undo' }).click()
    await courseEdit(a, 4).waitFor()
    await courseEdit(b, 4).waitFor()
    await a.waitForTimeout(6000)
    expect(deletesSent).toEqual([])
    expect(await serverHas(4)).toBe(true)
    await courseEdit(b, 4).waitFor()
  })

  test('a delete still waiting when A’s tab closes is sent as the tab goes', async () => {
    await deleteCourse(a, 4, 'Heart-healthy eating', /^Also deletes/)
    await courseLock(b, 4, 'Anna Admin').waitFor()
    await a.close({ runBeforeUnload: true })
    await expect.poll(() => serverHas(4), { timeout: 4000 }).toBe(false)
    await courseLock(b, 4, 'Anna Admin').waitFor({ state: 'detached' })
    a = await a.context().newPage()
  })

  test('leaving the list sends a waiting delete at once', async () => {
    await openCourses(a)
    await deleteCourse(a, 3, 'Healthy weight for life', /^Also deletes/)
    await a.getByRole('link', { name: 'Home' }).first().click()
    await expect.poll(() => serverHas(3), { timeout: 4000 }).toBe(false)
  })
})

/** A bulk delete takes every selected row's lock first: a row someone is editing stays, and the summary says why. */
describe('a bulk delete between two users', () => {
  const deletes: string[] = []
  const bar = (page: Page) => page.getByRole('region', { name: 'Selection' })
  /** Ticks a check as a user does: its box (the label around the input) is what shows. */
  const tick = (page: Page, name: string) =>
    page.getByRole('checkbox', { name, exact: true }).locator('xpath=..').click()
  async function confirmBulk(page: Page, count: number) {
    await bar(page).getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('alertdialog', { name: `Delete ${count} records` })
    await confirm.getByText(`Do you really want to delete the ${count} selected records?`).waitFor()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await confirm.waitFor({ state: 'detached' })
  }

  test('Undo within its time sends no DELETE and puts the rows back', async () => {
    await openList(a)
    a.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname)
    })
    const [first, second] = await idsOnPage(a)
    if (first === undefined || second === undefined) throw new Error('the list has rows')
    await idRowControl(a, 'Select', first).locator('xpath=..').click()
    await idRowControl(a, 'Select', second).locator('xpath=..').click()
    await bar(a).getByText('2 selected').waitFor()
    await confirmBulk(a, 2)
    await a.getByRole('status').filter({ hasText: '2 elements deleted' }).getByRole('button', { name: 'Undo' }).click()
    await edit(a, first).waitFor()
    await a.waitForTimeout(6000)
    expect(deletes).toEqual([])
    await bar(a).getByRole('button', { name: 'Clear' }).click()
  }, 30000)

  test('A deletes a page of which B edits one row: B’s row stays, A’s summary names it, the list is read once', async () => {
    await openList(a)
    await openList(b)
    const ids = await idsOnPage(a)
    const kept = ids[2]
    if (kept === undefined) throw new Error('the list has rows')
    await edit(b, kept).click()
    await dialog(b, `Edit ${SUFFIX} (id:${kept})`).waitFor()
    await lockOf(a, kept, 'Chris Chief').waitFor()

    await tick(a, 'Select all on this page')
    await bar(a).getByText(`${ids.length} selected`).waitFor()
    // The lists are reloaded once when the run ends, not once per DELETE.
    const listReads: string[] = []
    const countListReads = (r: Request) => {
      const url = new URL(r.url())
      if (r.method() === 'GET' && url.pathname === `/api/v1/${GROUP}` && url.searchParams.has('take'))
        listReads.push(url.search)
    }
    a.on('request', countListReads)
    await confirmBulk(a, ids.length)
    await a.getByText(`${ids.length - 1} elements deleted`).waitFor()
    const other = ids.find((id) => id !== kept) ?? 0
    await lockOf(b, other, 'Anna Admin').waitFor()

    // The toast's summary (the bell keeps one too).
    await a
      .getByRole('status')
      .filter({ hasText: `${ids.length - 1} deleted, 1 skipped` })
      .waitFor({ timeout: 20000 })
    await a.waitForTimeout(500)
    a.off('request', countListReads)
    expect(listReads.length, listReads.join(' ')).toBeLessThanOrEqual(3)
    expect(deletes).toHaveLength(ids.length - 1)
    expect(deletes.filter((path) => path.endsWith(`/${kept}`))).toEqual([])
    await a.getByRole('button', { name: 'Show skipped' }).click()
    await dialog(a, 'Skipped rows')
      .getByText(/: locked by Chris Chief$/)
      .waitFor()

    await cancelDialog(b, `Edit ${SUFFIX} (id:${kept})`)
    await edit(b, kept).waitFor()
    await edit(b, other).waitFor({ state: 'detached' })
  }, 60000)
})

describe('a bulk edit between two users', () => {
  const bar = (page: Page) => page.getByRole('region', { name: 'Selection' })
  const tick = (page: Page, id: number) => idRowControl(page, 'Select', id).locator('xpath=..').click()
  async function sortOrders(ids: number[]): Promise<unknown[]> {
    const token = await tokenFor(LIVE_URL, 'chief')
    return Promise.all(
      ids.map(async (id) => {
        const answer = await fetch(`${LIVE_URL}/api/v1/${GROUP}/${id}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
        return ((await answer.json()) as { sortOrder: unknown }).sortOrder
      }),
    )
  }

  /** Three rows of its own, over HTTP: the tests before have deleted most of the seed's. */
  async function threeNewRows(): Promise<[number, number, number]> {
    const token = await tokenFor(LIVE_URL, 'chief')
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const ids: number[] = []
    for (const n of [1, 2, 3]) {
      const answer = await fetch(`${LIVE_URL}/api/v1/${GROUP}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `Bulk edit row ${n}`, sortOrder: n, image: null }),
      })
      expect(answer.status).toBe(200)
      ids.push(((await answer.json()) as { id: number }).id)
    }
    return [ids[2] ?? 0, ids[1] ?? 0, ids[0] ?? 0]
  }

  test('B edits one of three chosen rows: A’s bulk edit changes the two free ones, names B’s, and Undo restores both', async () => {
    const [first, second, third] = await threeNewRows()
    for (const page of [a, b]) {
      await page.goto(LIST)
      await edit(page, first).waitFor()
      await status(page, 'live').waitFor()
    }
    const before = await sortOrders([first, second, third])
    // B opens the row by its link: on a busy machine B's list could still be settling (its rows re-rendered and the
    // row's pencil left the page under the click), and the lock is the same either way.
    await b.goto(`${LIST}?edit=${second}`)
    await dialog(b, `Edit ${SUFFIX} (id:${second})`).waitFor()
    await lockOf(a, second, 'Chris Chief').waitFor()

    for (const id of [first, second, third]) await tick(a, id)
    await bar(a).getByText('3 selected').waitFor()
    await bar(a).getByRole('button', { name: 'Edit', exact: true }).click()
    const change = dialog(a, 'Change 3 records')
    await change.getByRole('checkbox', { name: 'Sort order' }).locator('xpath=..').click()
    await change.getByRole('textbox', { name: 'Sort order' }).fill('7')
    await change.getByRole('status').getByText('Sort order → 7').waitFor()
    await change.getByRole('button', { name: 'Change 3 records' }).click()

    const summary = a.getByRole('status').filter({ hasText: '2 updated, 1 skipped' })
    await summary.waitFor({ timeout: 20000 })
    await summary.getByText(/locked by Chris Chief/).waitFor()
    expect(await sortOrders([first, second, third])).toEqual([7, before[1], 7])

    await summary.getByRole('button', { name: 'Undo' }).click()
    await a.getByRole('status').filter({ hasText: '2 restored, 0 skipped' }).waitFor({ timeout: 20000 })
    expect(await sortOrders([first, second, third])).toEqual(before)
    // B closes the untouched edit (its focus is in it; Esc closes a dialog with nothing typed).
    await b.keyboard.press('Escape')
    await dialog(b, `Edit ${SUFFIX} (id:${second})`).waitFor({ state: 'detached' })
  }, 60000)
})

describe('the browser sandbox hub (msw WebSocket interception, tabs share it)', () => {
  test('two tabs of one browser: a row opened in one tab shows locked in the other; a save there updates it live', async () => {
    const { context, page: first } = await newPage(browser)
    contexts.push(context)
    await signIn(first, 'admin')
    const second = await context.newPage()
    await openList(first)
    await openList(second)
    await markPage(second)

    // The same user's other tab counts as another editor.
    await edit(first, 4).click()
    await lockOf(second, 4, 'Anna Admin').waitFor()
    expect(await edit(second, 4).count()).toBe(0)

    const title = dialog(first, `Edit ${SUFFIX} (id:4)`).getByLabel('Title')
    await title.fill('Renamed in the first tab')
    await dialog(first, `Edit ${SUFFIX} (id:4)`).getByRole('button', { name: 'Save' }).click()
    await second.getByRole('gridcell', { name: 'Renamed in the first tab', exact: true }).waitFor()
    await edit(second, 4).waitFor()
    expect(await stillSamePage(second)).toBe('still here')
  })
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { goInApp, launch, newPage, signIn, waitForRouteName } from './support/browser'
import { ROUTES } from './support/routes'
import { openFirstRowDetails, waitUntilSettled } from './support/settled'

/**
 * Every list on a phone, 320 to 400 px wide: nothing sticks out of the screen or hides in a box that scrolls sideways,
 * the row's actions overlap no value, and every column of every row shows its value and its column's name without
 * opening the record. The pager's seven page buttons and arrows keep one line.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Every list screen of the spec, Portions first (chief's `/`). */
const LISTS = [
  { path: '/', title: 'Portions' },
  ...ROUTES.filter(({ path }) => path.includes('-list') || path === '/users'),
]

/** What does not fit on the page (`[]` when all does), read in the page. */
function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className).slice(0, 60)}"` : ''}> "${(el.textContent ?? '').trim().slice(0, 30)}"`
    const found: string[] = []
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width}`)
    }
    const main = document.querySelector('main') ?? document.body
    for (const el of main.querySelectorAll('*')) {
      const box = el.getBoundingClientRect()
      // Read by assistive tech only (a 1 px clipped box): not on screen.
      if (box.width <= 1 || el.closest('thead')) continue
      const style = getComputedStyle(el)
      if (box.right > width + 0.5 || box.left < -0.5) found.push(`${name(el)} spans ${box.left}…${box.right}`)
      if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${name(el)} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth}`)
      }
    }
    return found
  })
}

/**
 * Each column of each row that is not shown with its value and its name (`[]` when every one is): the cell is on
 * screen, its value is not cut, and the column's name shows beside it (its header, or the cell's own label on a
 * card). The row's actions cover no cell.
 */
function unreadableCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const table = document.querySelector('main table')
    if (!table) return ['no table']
    const headers = [...table.querySelectorAll('thead th')].map((th) => ({
      text: (th.textContent ?? '').trim(),
      shown: th.getBoundingClientRect().width > 1,
    }))
    const found: string[] = []
    const rows = [...table.querySelectorAll('tbody > tr')].filter((tr) => tr.childElementCount === headers.length)
    if (rows.length === 0) return ['no rows']
    for (const [r, tr] of rows.entries()) {
      const cells = [...tr.children] as HTMLElement[]
      const actions = headers.findIndex((h) => h.text === 'Actions')
      const actionsBox = actions >= 0 ? cells[actions]?.getBoundingClientRect() : undefined
      headers.forEach((header, i) => {
        if (header.text === 'Actions' || header.text === 'Details') return
        const cell = cells[i]
        const where = `row ${r + 1}, ${header.text}`
        if (!cell) return void found.push(`${where}: no cell`)
        const box = cell.getBoundingClientRect()
        const style = getComputedStyle(cell)
        if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible')
          return void found.push(`${where}: hidden`)
        if (box.left < 0 || box.right > width + 0.5) found.push(`${where}: off screen (${box.left}…${box.right})`)
        if (cell.scrollWidth > cell.clientWidth + 1)
          found.push(`${where}: cut (${cell.scrollWidth} in ${cell.clientWidth})`)
        const label = getComputedStyle(cell, '::before').content
        if (!header.shown && !label.includes(header.text)) found.push(`${where}: no column name (${label})`)
        if (
          actionsBox &&
          actionsBox.width > 1 &&
          box.left < actionsBox.right &&
          actionsBox.left < box.right &&
          box.top < actionsBox.bottom &&
          actionsBox.top < box.bottom
        ) {
          found.push(`${where}: under the row's actions`)
        }
      })
    }
    return found
  })
}

describe.each([320, 360, 400])('at %i px', (width) => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    ;({ context, page } = await newPage(browser, { width, height: 740 }))
    await signIn(page, 'chief')
  })
  afterAll(async () => {
    await context?.close()
  })

  test('every list fits the screen and shows every column of every row', async () => {
    const found: string[] = []
    for (const { path, title } of LISTS) {
      await goInApp(page, path)
      await waitForRouteName(page, title)
      await waitUntilSettled(page)
      found.push(...(await overflowOf(page)).map((f) => `${path}: ${f}`))
      found.push(...(await unreadableCells(page)).map((f) => `${path}: ${f}`))
    }
    expect(found).toEqual([])
  }, 120000)

  test('a patient’s details open inside the list, indented like the row', async () => {
    await openFirstRowDetails(page, '/patient-list', 'Patients')
    expect(await overflowOf(page)).toEqual([])
    const details = page.getByRole('main').locator('table dl').first()
    const table = await page.getByRole('main').locator('table').boundingBox()
    const box = await details.boundingBox()
    expect(box && table && box.x - table.x).toBeGreaterThanOrEqual(8)
  })
})

test('the pager’s seven page buttons and both arrows keep one line at 320 px', async () => {
  const { context, page } = await newPage(browser, { width: 320, height: 740 })
  try {
    await signIn(page, 'chief')
    // A list of 999 pages (the sandbox answers in a service worker, out of page.route's reach: the answer is
    // changed in the page), opened in the middle: seven three-digit page buttons. Every page answers the first page's
    // rows, so the page in the middle shows rows as a real one would (an empty page under a total of thousands is no
    // list the console shows as settled).
    await page.evaluate(() => {
      const real = window.fetch.bind(window)
      window.fetch = async (input, init) => {
        const request = input instanceof Request ? input : new Request(String(input), init)
        const url = new URL(request.url, location.href)
        if (url.pathname !== '/api/v1/portions') return real(input, init)
        url.searchParams.set('skip', '0')
        const answer = await real(new Request(url, request))
        const body = (await answer.json()) as { total: number }
        return Response.json({ ...body, total: 999 * 7 }, { status: answer.status })
      }
    })
    await goInApp(page, '/?page=500')
    await waitForRouteName(page, 'Portions')
    await waitUntilSettled(page)
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    const buttons = pager.getByRole('button')
    await pager.getByRole('button', { name: 'Page 503' }).waitFor()
    expect(await pager.getByRole('button', { name: /^Page \d+$/ }).count()).toBe(7)
    const boxes = await buttons.evaluateAll((all) =>
      all.map((b) => ({ ...b.getBoundingClientRect().toJSON(), cut: b.scrollWidth > b.clientWidth })),
    )
    expect(new Set(boxes.map((b: DOMRect) => Math.round(b.top))).size).toBe(1)
    expect(boxes.filter((b: { cut: boolean }) => b.cut)).toEqual([])
    expect(await overflowOf(page)).toEqual([])
  } finally {
    await context.close()
  }
})

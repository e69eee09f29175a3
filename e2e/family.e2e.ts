import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launch, newPage, signIn } from './support/browser'

/**
 * The lists and the login screen as one family with the dialogs: one primary colour, one focus ring,
 * aligned row actions, the row's Coupon button in the kit's style, and a lock bubble that covers no button.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const style = (locator: Locator, ...props: string[]) =>
  locator.evaluate((el, names) => names.map((n) => getComputedStyle(el).getPropertyValue(n)), props)

async function openList(page: Page, path: string) {
  await page.goto(path)
  await page.getByRole('grid').getByRole('row').nth(1).getByRole('button').first().waitFor()
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test('the current page button is the primary colour, like Add', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'chief')
    await openList(page, '/course-list')
    const current = page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')
    const add = page.getByRole('button', { name: /^Add / })
    expect(await style(current, 'background-color', 'color')).toEqual(await style(add, 'background-color', 'color'))
  } finally {
    await context.close()
  }
})

test('every input shows the same focus ring: the login form’s and the list’s search box', async () => {
  const { context, page } = await newPage(browser)
  try {
    await page.goto('/login')
    const username = page.getByLabel('Username')
    await username.focus()
    const ring = ['outline-style', 'outline-width', 'outline-color', 'border-color']
    const loginRing = await style(username, ...ring)
    await signIn(page, 'chief')
    await openList(page, '/course-list')
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search' })
    await search.focus()
    expect(await style(search, ...ring)).toEqual(loginRing)
    expect(loginRing[0]).toBe('solid')
  } finally {
    await context.close()
  }
})

test('on an Undeletable row the pencil stays in the pencils’ column', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'chief')
    // The lexicon's first category holds an Undeletable entry.
    await openList(page, '/lexicon-list/1')
    const pencils = page.getByRole('button', { name: /^Edit / })
    const deletes = await page.getByRole('button', { name: /^Delete / }).count()
    expect(deletes, 'the seed has an Undeletable row on the first page').toBeLessThan(await pencils.count())
    const xs = new Set<number>()
    for (const pencil of await pencils.all()) xs.add(Math.round((await pencil.boundingBox())!.x))
    expect([...xs]).toHaveLength(1)
  } finally {
    await context.close()
  }
})

test('the row’s Coupon button is the kit’s outline button, as tall as the row’s icon buttons', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'chief')
    await openList(page, '/promotion-list')
    const couponName = /^Download coupon of /
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: couponName }) })
      .first()
    const coupon = row.getByRole('button', { name: couponName })
    const pencil = row.getByRole('button', { name: /^Edit / })
    expect((await coupon.boundingBox())!.height).toBe((await pencil.boundingBox())!.height)
    const look = ['border-radius', 'font-size', 'font-weight', 'border-top-width']
    const [radius, fontSize, fontWeight] = await style(page.getByRole('button', { name: /^Add / }), ...look)
    expect(await style(coupon, ...look)).toEqual([radius, fontSize, fontWeight, '1px'])
  } finally {
    await context.close()
  }
})

test('at 360 px the lock’s “Locked by …” bubble covers no button of the rows around it', async () => {
  const { context, page } = await newPage(browser, { width: 360, height: 740 })
  try {
    await signIn(page, 'chief')
    // A second tab of the same user holds the second row (the sandbox's hub spans the tabs).
    const other = await context.newPage()
    await openList(other, '/course-list')
    await other
      .getByRole('grid')
      .getByRole('row')
      .nth(2)
      .getByRole('button', { name: /^Edit / })
      .click()
    await other.getByRole('dialog').waitFor()

    await openList(page, '/course-list')
    const badge = page.getByRole('button', { name: /: locked by / })
    await badge.click()
    const bubble = page.getByRole('dialog', { name: /: locked by / })
    await bubble.waitFor()
    const bubbleBox = (await bubble.boundingBox())!
    const covered: string[] = []
    for (const button of await page.getByRole('grid').getByRole('button').all()) {
      if ((await button.getAttribute('aria-label'))?.includes(': locked by ')) continue
      // The bubble's own button (Notify me when free).
      if (await button.evaluate((el) => el.closest('[popover]') !== null)) continue
      const box = await button.boundingBox()
      if (box && overlaps(bubbleBox, box)) covered.push((await button.getAttribute('aria-label')) ?? '')
    }
    expect(covered).toEqual([])
  } finally {
    await context.close()
  }
})

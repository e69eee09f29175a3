import type { Browser, Locator, Page } from 'playwright-core'
import { signIn } from '../../e2e/support/browser'
import { UNDO_MS } from '../../src/config'
import { longestMainThreadTask, TASK_CATEGORIES, type LongestTask } from './taskCpu'

export interface BulkFigures {
  /** Records chosen ("Select all N"). */
  selected: number
  /** The summary's counts. */
  deleted: number
  skipped: number
  /** Press of Delete in the confirmation → the summary, ms, the Undo wait included. */
  toSummaryMs: number
  /** The same less the Undo wait (UNDO_MS), which is waiting, not work. */
  netMs: number
  /** List requests (GETs of the list with `take`) from the press to the summary, by query. */
  listReads: string[]
  longest: LongestTask
}

export interface BulkEditFigures {
  selected: number
  updated: number
  skipped: number
  /** Press of "Change N records" → the summary, ms. */
  toSummaryMs: number
  longest: LongestTask
}

/** Enough for the main threads' tasks with their thread time. */

/**
 * Chooses every portion (the server holds a few hundred) as chief at 1280 px, unthrottled, and bulk-deletes them:
 * from the press of Delete in the confirmation (the runner's code not loaded yet) to the summary toast, with the
 * page's main-thread tasks traced.
 */
export async function measureBulkDelete(browser: Browser, baseUrl: string): Promise<BulkFigures> {
  return chooseAllPortions(browser, baseUrl, async (page, bar, total) => {
    await bar.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('alertdialog', { name: `Delete ${total} records` })
    await confirm.waitFor()

    const listReads: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (r.method() === 'GET' && url.pathname === '/api/v1/portions' && url.searchParams.has('take'))
        listReads.push(url.search)
    })
    await browser.startTracing(undefined, { categories: TASK_CATEGORIES })
    const started = Date.now()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    const summary = page.getByText(/^\d+ deleted, \d+ skipped$/)
    await summary.waitFor({ timeout: 180000 })
    const toSummaryMs = Date.now() - started
    const longest = longestMainThreadTask(await browser.stopTracing())
    const [deleted = 0, skipped = 0] = ((await summary.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? []
    return { selected: total, deleted, skipped, toSummaryMs, netMs: toSummaryMs - UNDO_MS, listReads, longest }
  })
}

/**
 * The same choice, bulk-edited: one field (the portion's amount) to one value, from the press of "Change N records"
 * (the runner's code not loaded yet) to the summary toast.
 */
export async function measureBulkEdit(browser: Browser, baseUrl: string): Promise<BulkEditFigures> {
  return chooseAllPortions(browser, baseUrl, async (page, bar, total) => {
    await bar.getByRole('button', { name: 'Edit', exact: true }).click()
    const change = page.getByRole('dialog', { name: `Change ${total} records` })
    await change.getByRole('checkbox', { name: 'Amount', exact: true }).locator('xpath=..').click()
    await change.getByRole('textbox', { name: /^Amount/ }).fill('7')
    await browser.startTracing(undefined, { categories: TASK_CATEGORIES })
    const started = Date.now()
    await change.getByRole('button', { name: `Change ${total} records` }).click()
    const summary = page.getByText(/^\d+ updated, \d+ skipped$/)
    await summary.waitFor({ timeout: 180000 })
    const toSummaryMs = Date.now() - started
    const longest = longestMainThreadTask(await browser.stopTracing())
    const [updated = 0, skipped = 0] = ((await summary.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? []
    return { selected: total, updated, skipped, toSummaryMs, longest }
  })
}

/** Signs chief in at 1280 px, unthrottled, chooses every portion ("Select all N") and hands the bar over. */
async function chooseAllPortions<T>(
  browser: Browser,
  baseUrl: string,
  then: (page: Page, bar: Locator, total: number) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await signIn(page, 'chief')
    await page.getByRole('status', { name: 'Live updates: live' }).waitFor()
    const headerCheck = page.getByRole('checkbox', { name: 'Select all on this page' })
    await headerCheck.waitFor()
    // The list settled: its idle prefetches done.
    await page.waitForTimeout(2000)

    const bar = page.getByRole('region', { name: 'Selection' })
    await headerCheck.locator('xpath=..').click()
    const selectAll = bar.getByRole('button', { name: /^Select all \d+$/ })
    const total = Number((await selectAll.textContent())?.match(/\d+/)?.[0])
    await selectAll.click()
    await bar.getByText(`${total} selected`).waitFor({ timeout: 60000 })
    return await then(page, bar, total)
  } finally {
    await context.close()
  }
}

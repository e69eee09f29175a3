import { readFile } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { signIn } from '../../e2e/support/browser'
import { parseCsv } from '../../src/test/support/csv'
import { countersAfterGc } from './soak'
import { longestMainThreadTask, TASK_CATEGORIES, type LongestTask } from './taskCpu'

export interface ExportFigures {
  /** Press of Export → the browser has the file, ms. */
  toFileMs: number
  /** The list's own JS heap after garbage collection, before the export, MB. */
  listHeapMb: number
  /** The highest JS heap seen while the export ran, MB (sampled every 20 ms, garbage included). */
  peakHeapMb: number
  /** Records in the file, and how many distinct ids. */
  records: number
  uniqueIds: number
  longest: LongestTask
}

/** Enough for the main threads' tasks with their thread time. */

/**
 * Exports the portions list (the server holds `expected` portions) as a viewer would, unthrottled: from the press of
 * Export to the download, with the page's JS heap sampled throughout and its main-thread tasks traced.
 */
export async function measureExport(browser: Browser, baseUrl: string): Promise<ExportFigures> {
  const context = await browser.newContext({ baseURL: baseUrl, acceptDownloads: true })
  try {
    const page = await context.newPage()
    await signIn(page, 'viewer')
    await page.locator('table tbody tr').first().waitFor()
    // The list settled: its live connection up, its idle prefetches done.
    await page.waitForTimeout(2000)
    const cdp = await context.newCDPSession(page)
    const list = await countersAfterGc(cdp)

    let peak = 0
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
        peak = Math.max(peak, heap.usedSize)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()

    await browser.startTracing(undefined, { categories: TASK_CATEGORIES })
    const started = Date.now()
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60000 }),
      page.getByRole('button', { name: 'Export' }).click(),
    ])
    const toFileMs = Date.now() - started
    sampling = false
    await sampler
    const longest = longestMainThreadTask(await browser.stopTracing())

    const [, ...rows] = parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''))
    return {
      toFileMs,
      listHeapMb: list.heapMb,
      peakHeapMb: Math.round(peak / 1e5) / 10,
      records: rows.length,
      uniqueIds: new Set(rows.map((r) => r[0])).size,
      longest,
    }
  } finally {
    await context.close()
  }
}

import type { Browser, Page } from 'playwright-core'
import { signIn } from '../../e2e/support/browser'
import { CSV_BOM, csvLines } from '../../src/features/resources/export/csv'
import { ApiClient, type ListAnswer, type Row } from './apiClient'
import { longestMainThreadTask, TASK_CATEGORIES, type LongestTask } from './taskCpu'

export interface ImportFigures {
  /** Lines of the update file, and what its summary says. */
  records: number
  updated: number
  skipped: number
  /** File given → the preview shows its counts, ms. */
  previewMs: number
  /** Press of "Import the valid rows" → the summary, ms. */
  writeMs: number
  longest: LongestTask
  /** The large file (new records, nothing written): file given → preview, and its longest task. */
  largeRecords: number
  largePreviewMs: number
  largeLongest: LongestTask
}

/** Enough for the main threads' tasks with their thread time. */

async function everyPortion(api: ApiClient): Promise<Row[]> {
  const rows: Row[] = []
  for (let skip = 0; ; skip += 100) {
    const page = await api.call<ListAnswer>('GET', `/portions?take=100&skip=${skip}`)
    rows.push(...page.values)
    if (page.values.length === 0 || rows.length >= page.total) return rows
  }
}

/** Opens the import on the portions list and gives it the file; resolves when its preview shows `shown`. */
async function preview(page: Page, name: string, text: string, shown: string): Promise<number> {
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const input = page.getByRole('dialog', { name: 'Import into Portions' }).locator('input[type="file"]')
  await input.waitFor({ state: 'attached' })
  const started = Date.now()
  await input.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') })
  await page.getByText(shown, { exact: true }).waitFor({ timeout: 120000 })
  return Date.now() - started
}

/**
 * Imports into the portions list (the server holds `records` portions) as chief at 1280 px, unthrottled: a file that
 * changes every portion's amount (its preview, then its writes under the row locks, paced to the hub), and a file of
 * `largeRecords` new portions previewed and not written. The pages' main-thread tasks are traced throughout.
 */
export async function measureImport(
  browser: Browser,
  baseUrl: string,
  { largeRecords }: { largeRecords: number },
): Promise<ImportFigures> {
  const api = await ApiClient.signIn(baseUrl, 'chief')
  const portions = await everyPortion(api)
  const servings = await api.call<{ id: number; name: string }[]>('GET', '/servings')
  const dialect = { separator: ',', decimal: '.' } as const
  const updates =
    CSV_BOM +
    csvLines([['Id', 'Name', 'Amount'], ...portions.map((p) => [p.id, String(p.name), Number(p.amount) + 1])], dialect)
  const large =
    CSV_BOM +
    csvLines(
      [
        ['Name', 'Serving', 'Amount', 'Unit'],
        ...Array.from({ length: largeRecords }, (_, i) => [
          `Imported ${i}`,
          servings[i % servings.length]!.name,
          i % 500,
          'g',
        ]),
      ],
      dialect,
    )

  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await signIn(page, 'chief')
    await page.getByRole('status', { name: 'Live updates: live' }).waitFor()
    await page.locator('table tbody tr').first().waitFor()
    // The list settled: its idle prefetches done.
    await page.waitForTimeout(2000)

    await browser.startTracing(undefined, { categories: TASK_CATEGORIES })
    const previewMs = await preview(page, 'portions.csv', updates, `To update: ${portions.length.toLocaleString('en')}`)
    const started = Date.now()
    await page.getByRole('button', { name: /^Import the valid rows/ }).click()
    const summary = page.getByText(/^\d+ added, \d+ updated, \d+ skipped$/)
    await summary.waitFor({ timeout: 180000 })
    const writeMs = Date.now() - started
    // Read before the trace is collected: the toast goes after its time.
    const [, updated = 0, skipped = 0] = ((await summary.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? []
    const longest = longestMainThreadTask(await browser.stopTracing())

    await browser.startTracing(undefined, { categories: TASK_CATEGORIES })
    const largePreviewMs = await preview(page, 'new.csv', large, `To add: ${largeRecords.toLocaleString('en')}`)
    const largeLongest = longestMainThreadTask(await browser.stopTracing())
    await page.getByRole('button', { name: 'Cancel' }).click()
    return {
      records: portions.length,
      updated,
      skipped,
      previewMs,
      writeMs,
      longest,
      largeRecords,
      largePreviewMs,
      largeLongest,
    }
  } finally {
    await context.close()
  }
}

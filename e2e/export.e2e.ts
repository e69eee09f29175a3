import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, Download, Page } from 'playwright-core'
import { EXPORT_TAKE } from '../src/config'
import { parseCsv } from '../src/test/support/csv'
import { launch, newPage, signIn } from './support/browser'
import { holdCalls } from './support/holdCalls'

/** Export of a list to CSV, read back from the browser's download. */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Pages render on two shared cores: give each wait room. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15000 })
const TITLE = 'Export Crème brûlée – Grüße'

/** Targets added through the sandbox's API with the signed-in admin's token. */
async function addTargets(page: Page, targets: Record<string, unknown>[]) {
  await page.evaluate(async (bodies) => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
      'Content-Type': 'application/json',
    }
    for (const body of bodies) {
      const answer = await fetch('/api/v1/targets', { method: 'POST', headers, body: JSON.stringify(body) })
      if (answer.status !== 200) throw new Error(`POST targets: ${answer.status} ${await answer.text()}`)
    }
  }, targets)
}

/** The cells of the rows on screen (the declared columns, not the actions), page after page to the last. */
async function shownRows(page: Page, columns: number): Promise<string[][]> {
  const rows: string[][] = []
  for (let pageNumber = 1; ; pageNumber++) {
    await poll(() => page.locator('nav[aria-label="Pagination"] [aria-current="page"]').textContent()).toBe(
      String(pageNumber),
    )
    await page.locator('table tbody tr').first().waitFor()
    rows.push(
      ...(await page.locator('table tbody tr').evaluateAll(
        (trs, n) =>
          // The list's declared columns (labelled for the phone's cards), not the row's check.
          trs.map((tr) => [...tr.querySelectorAll('td[data-label]')].slice(0, n).map((td) => td.textContent ?? '')),
        columns,
      )),
    )
    const next = page.getByRole('button', { name: 'Next page' })
    if (await next.isDisabled()) return rows
    await next.click()
  }
}

async function exportFile(page: Page): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30000 }),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ])
  return { download, bytes: await readFile(await download.path()) }
}

describe('Export', () => {
  test('a searched child list: exactly the records it shows, page after page, in order, as shown', async () => {
    const { page, context } = await newPage(browser)
    await signIn(page, 'admin')
    // Matching targets of area 1 over three pages, a formula among them; matching targets of area 2 stay out.
    await addTargets(page, [
      ...Array.from({ length: 16 }, (_, i) => ({
        optimizationAreaId: 1,
        title: `${TITLE} ${i + 1}`,
        value: i + 0.5,
        unit: 'g',
      })),
      { optimizationAreaId: 1, title: `=1+1 ${TITLE}`, value: 2, unit: 'mg' },
      ...Array.from({ length: 3 }, (_, i) => ({ optimizationAreaId: 2, title: `${TITLE} elsewhere ${i}`, value: 1 })),
    ])
    await page.goto('/target-list/1?search=Export%20Cr')
    const shown = await shownRows(page, 4)
    expect(shown).toHaveLength(17)
    expect(shown[0]![1]).toBe(`=1+1 ${TITLE}`)

    const { download, bytes } = await exportFile(page)
    expect(download.suggestedFilename()).toMatch(/^targets-\d{4}-\d{2}-\d{2}\.csv$/)
    // UTF-8 with a byte-order mark: a spreadsheet opened by double-click keeps the accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    expect(text).toContain(`${TITLE} 16`)
    const [header, ...records] = parseCsv(text)
    expect(header).toEqual(['Id', 'Title', 'Value', 'Unit'])
    // The formula is neutralised; everything else is as the list shows it, in its order.
    expect(records[0]![1]).toBe(`'=1+1 ${TITLE}`)
    expect(records.map((r, i) => (i === 0 ? [r[0], r[1]!.slice(1), r[2], r[3]] : r))).toEqual(shown)
    await page.getByText(`Exported 17 records to ${download.suggestedFilename()}`).waitFor()
    await context.close()
  })

  for (const width of [360, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`the button, the progress and the finished export, ${width} px, ${colorScheme}`, async () => {
        const { page, context } = await newPage(browser, { width, colorScheme })
        await signIn(page, 'viewer')
        // The in-browser sandbox's own option: a thousand portions.
        await page.goto('/?sandbox-portions=1000')
        await page.getByText(/ 1000 entries$/).waitFor()
        const shot = (state: string) =>
          page.screenshot({ path: `e2e/.artifacts/export-${state}-${colorScheme}-${width}.png` })
        await shot('button')

        // Every call after the first: the bar stays at its first page.
        const release = await holdCalls(page, new RegExp(`take=${EXPORT_TAKE}&skip=[1-9]\\d*00\\b`))
        const downloaded = page.waitForEvent('download', { timeout: 30000 })
        await page.getByRole('button', { name: 'Export', exact: true }).click()
        const progress = page.getByRole('progressbar', { name: 'Exporting 100 of 1,000 records' })
        await progress.waitFor()
        expect(await progress.getAttribute('aria-valuenow')).toBe('10')
        await shot('progress')

        await release()
        const download = await downloaded
        await page.getByRole('status').getByText(`Exported 1,000 records to ${download.suggestedFilename()}`).waitFor()
        await shot('done')
        await page.getByRole('button', { name: 'Dismiss' }).click()
        await poll(() => page.getByRole('button', { name: 'Dismiss' }).count()).toBe(0)
        await context.close()
      })
    }
  }
})

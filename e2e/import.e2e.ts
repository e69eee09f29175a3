/**
 * Import from a spreadsheet: a CSV chosen in the import dialog is checked line by line before anything is written,
 * its valid lines are written through the row runner, and one Undo takes the whole import back.
 */
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { CSV_BOM, csvLines, type CsvDialect } from '../src/features/resources/export/csv'
import { parseCsv } from '../src/test/support/csv'
import { tokenFor } from '../src/test/support/localServer'
import { lightAndDarkViolations } from './support/axe'
import { BASE_URL, launch, signIn } from './support/browser'
import { LIVE_URL } from './support/liveServer'
import { liveSuite } from './support/liveSuite'
import { rowControl, rowControls } from './support/rows'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const EN: CsvDialect = { separator: ',', decimal: '.' }
const DE: CsvDialect = { separator: ';', decimal: ',' }

/** A signed-in admin in a browser of this language (the console follows it) at this width. */
async function admin(locale: 'en-US' | 'de-DE', width = 1280) {
  const context = await browser.newContext({ baseURL: BASE_URL, locale, viewport: { width, height: 800 } })
  const page = await context.newPage()
  if (locale === 'en-US') await signIn(page, 'admin')
  else {
    // The sign-in form in German.
    await page.goto('/login')
    await page.getByLabel('Benutzername').fill('admin')
    await page.getByLabel('Passwort').fill('admin')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  }
  return { context, page }
}

/** A call to the sandbox's API with the signed-in user's token. */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        'Content-Type': 'application/json',
      }
      const answer = await fetch(`/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status}`)
      return (await answer.json()) as T
    },
    { method, path, body },
  )
}

interface Row {
  id: number
  [key: string]: unknown
}
const listOf = async (page: Page, path: string) => (await api<{ values: Row[] }>(page, 'GET', path)).values

const importDialog = (page: Page) => page.getByRole('dialog', { name: /^(Import into|Import in) / })

/** Opens the import (its label in either language) and gives it the file. */
async function chooseFile(page: Page, name: string, text: string): Promise<Locator> {
  await page.getByRole('button', { name: /^(Import|Importieren)$/ }).click()
  const dialog = importDialog(page)
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  })
  return dialog
}

/** The list's export, read back: its dialect's cells, the BOM checked. */
async function exported(page: Page, dialect: CsvDialect): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30000 }),
    page.getByRole('button', { name: /^(Export|Exportieren)$/ }).click(),
  ])
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return parseCsv(bytes.subarray(3).toString('utf8'), dialect.separator)
}

const fileOf = (rows: readonly (readonly (string | number)[])[], dialect: CsvDialect) =>
  CSV_BOM + csvLines(rows, dialect)

describe('Import', () => {
  test('two good and two bad lines: the bad ones are named with field and message, the good ones added', async () => {
    const { context, page } = await admin('en-US')
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.goto('/chapter-list/1')
    await rowControls(page, 'Edit').first().waitFor()
    // The list (and its idle prefetches) never loads the import's code or papaparse.
    await page.waitForTimeout(1500)
    expect(scripts.filter((s) => /papaparse|ImportDialog/.test(s))).toEqual([])
    const file = 'Title,Sort order\r\nImported one,5\r\n,6\r\nImported two,7\r\nImported three,abc\r\n'
    const dialog = await chooseFile(page, 'chapters.csv', file)
    await dialog.getByText('To add: 2').waitFor()
    expect(scripts.filter((s) => /papaparse/.test(s))).toHaveLength(1)
    await dialog.getByText('With errors: 2').waitFor()
    const line = (n: number) => dialog.locator(`tr[data-line="${n}"]`)
    expect(await line(3).locator('td').allTextContents()).toEqual(['3', 'Title', 'This field is required.', ''])
    const cells = await line(5).locator('td').allTextContents()
    expect(cells.slice(0, 2)).toEqual(['5', 'Sort order'])
    expect(cells[2]).toMatch(/number/i)
    expect(cells[3]).toBe('abc')

    await dialog.getByRole('button', { name: 'Import the valid rows (2 records)' }).click()
    await page.getByRole('status').filter({ hasText: '2 added, 0 updated, 0 skipped' }).waitFor({ timeout: 20000 })
    await importDialog(page).waitFor({ state: 'detached' })
    const chapters = await listOf(page, '/chapters?take=100&skip=0&courseId=1&search=Imported')
    expect(chapters.map((c) => [c.title, c.sortOrder, c.courseId]).sort()).toEqual([
      ['Imported one', 5, 1],
      ['Imported two', 7, 1],
    ])
    await context.close()
  }, 60000)

  for (const [locale, dialect] of [
    ['en-US', EN],
    ['de-DE', DE],
  ] as const) {
    test(`round trip in ${locale}: export, change cells, import: exactly those change; Undo takes it all back`, async () => {
      const { context, page } = await admin(locale)
      const tag = `Round ${locale}`
      for (const [i, value] of [1.5, 2.25, 3].entries())
        await api(page, 'POST', '/targets', { optimizationAreaId: 1, title: `${tag} ${i}`, value, unit: 'g' })
      const search = `/targets?take=100&skip=0&optimizationAreaId=1&search=${encodeURIComponent(tag)}`
      const before = await listOf(page, search)
      expect(before).toHaveLength(3)
      await page.goto(`/target-list/1?search=${encodeURIComponent(tag)}`)
      await page.getByRole('gridcell', { name: `${tag} 2`, exact: true }).waitFor()

      const [header, ...rows] = await exported(page, dialect)
      const decimal = (n: string) => n.replace('.', dialect.decimal)
      // Title of one, value of another, a formula as a title, and a new line without id.
      const changed = rows.map((r) => [...r])
      const byTitle = (title: string) => changed.find((r) => r[1] === title)!
      byTitle(`${tag} 0`)[1] = `${tag} 0 renamed`
      byTitle(`${tag} 1`)[2] = decimal('4.125')
      byTitle(`${tag} 2`)[1] = `=SUM(1;2) ${tag}`
      const added = ['', `${tag} new`, decimal('0.5'), 'mg']
      const dialog = await chooseFile(page, 'targets.csv', fileOf([header!, ...changed, added], dialect))
      await dialog.getByText(locale === 'en-US' ? 'To add: 1' : 'Neu: 1').waitFor()
      await dialog.getByText(locale === 'en-US' ? 'To update: 3' : 'Zu ändern: 3').waitFor()
      await dialog
        .getByRole('button', {
          name: locale === 'en-US' ? 'Import the valid rows (4 records)' : 'Gültige Zeilen importieren (4 Einträge)',
        })
        .click()
      const summary = page
        .getByRole('status')
        .filter({ hasText: locale === 'en-US' ? '1 added, 3 updated, 0 skipped' : '1 angelegt, 3 geändert' })
      await summary.waitFor({ timeout: 20000 })

      const after = await listOf(page, search)
      const byId = new Map(after.map((r) => [r.id, r]))
      const expected = before.map((r) => {
        if (r.title === `${tag} 0`) return { ...r, title: `${tag} 0 renamed` }
        if (r.title === `${tag} 1`) return { ...r, value: 4.125 }
        if (r.title === `${tag} 2`) return { ...r, title: `=SUM(1;2) ${tag}` }
        return r
      })
      const pick = (r: Row) => ({ id: r.id, title: r.title, value: r.value, unit: r.unit, area: r.optimizationAreaId })
      expect(before.map((r) => pick(byId.get(r.id)!))).toEqual(expected.map(pick))
      const created = after.filter((r) => !before.some((b) => b.id === r.id))
      expect(created.map((r) => [r.title, r.value, r.unit, r.optimizationAreaId])).toEqual([
        [`${tag} new`, 0.5, 'mg', 1],
      ])

      await summary.getByRole('button', { name: locale === 'en-US' ? 'Undo' : 'Rückgängig' }).click()
      await page
        .getByRole('status')
        .filter({ hasText: locale === 'en-US' ? '4 undone, 0 skipped' : '4 rückgängig gemacht' })
        .waitFor({ timeout: 20000 })
      const undone = await listOf(page, search)
      expect(undone.map(pick).sort((x, y) => x.id - y.id)).toEqual(before.map(pick).sort((x, y) => x.id - y.id))
      await context.close()
    }, 90000)
  }

  test('bad files: a clear message and nothing written; cells shown as text', async () => {
    const { context, page } = await admin('en-US')
    await page.goto('/chapter-list/1')
    await rowControls(page, 'Edit').first().waitFor()
    const dialog = await chooseFile(page, 'notes.csv', 'Colour,Mood\r\nred,fine\r\n')
    await dialog.getByText(/No column matches this list/).waitFor()
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'latin1.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x54, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0x47, 0x72, 0xf6, 0xdf, 0x65, 0x0a]),
    })
    await dialog.getByText(/This file is not in UTF-8/).waitFor()
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'book.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]),
    })
    await dialog.getByText(/This is not a CSV file/).waitFor()
    const script = '<img src=x onerror="window.imported=1">'
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'script.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Title,Sort order\r\nScript,"${script.replaceAll('"', '""')}"\r\n`),
    })
    await dialog.getByText('With errors: 1').waitFor()
    // The cell shows as the text it is: no element made of it, nothing run.
    expect(await dialog.locator('tr[data-line="2"] td').last().textContent()).toBe(script)
    expect(await dialog.locator('img').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { imported?: number }).imported)).toBeUndefined()
    expect(await listOf(page, '/chapters?take=100&skip=0&courseId=1&search=Script')).toEqual([])
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await context.close()
  }, 60000)

  for (const [locale, width] of [
    ['en-US', 1280],
    ['en-US', 360],
    ['de-DE', 1280],
    ['de-DE', 360],
  ] as const) {
    test(`the preview with errors passes axe, ${locale}, ${width} px`, async () => {
      const { context, page } = await admin(locale, width)
      await page.goto('/chapter-list/1')
      await page.locator('table tbody tr').first().waitFor()
      const header = locale === 'en-US' ? 'Title,Sort order' : 'Titel;Reihenfolge'
      const sep = locale === 'en-US' ? ',' : ';'
      const long = 'y'.repeat(10_000)
      const file = `${header}\r\nGood${sep}1\r\n${sep}2\r\nLetters${sep}abc\r\n${long}${sep}1,5\r\n`
      const dialog = await chooseFile(page, 'chapters.csv', file)
      await dialog.locator('tr[data-line="3"]').waitFor()
      // The dialog's entrance has ended: its colours are its own, not half faded in.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      await page.screenshot({ path: `e2e/.artifacts/import-preview-${locale}-${width}.png` })
      const found = await lightAndDarkViolations(page, 'import dialog', '[role="dialog"]')
      expect(found, `axe violations:\n${found}`).toBe('')
      // Nothing sticks out of a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await context.close()
    }, 60000)
  }
})

describe('an import between two users (the local sandbox server)', () => {
  const suite = liveSuite(30000)
  const LIST = '/lexicon-category-list'

  test('an update of a row someone else holds is skipped and named; the free one is written', async () => {
    const token = await tokenFor(LIVE_URL, 'chief')
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const ids: number[] = []
    for (const n of [1, 2]) {
      const answer = await fetch(`${LIVE_URL}/api/v1/lexiconcategories`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `Import lock ${n}`, sortOrder: n, image: null }),
      })
      ids.push(((await answer.json()) as { id: number }).id)
    }
    const [held, free] = ids as [number, number]
    const a = await suite.user('admin', 1280)
    const b = await suite.user('chief', 1280)
    for (const page of [a, b]) {
      await page.goto(LIST)
      await rowControl(page, 'Edit', 'Import lock 1').waitFor()
      await page.getByRole('status', { name: 'Live updates: live' }).waitFor()
    }
    await rowControl(b, 'Edit', 'Import lock 1').click()
    await b.getByRole('dialog', { name: `Edit Lexicon category (id:${held})` }).waitFor()
    await a.getByRole('button', { name: 'Import lock 1: locked by Chris Chief', exact: false }).first().waitFor()

    const dialog = await chooseFile(a, 'categories.csv', `Id,Title\r\n${held},Held renamed\r\n${free},Free renamed\r\n`)
    await dialog.getByText('To update: 2').waitFor()
    await dialog.getByRole('button', { name: 'Import the valid rows (2 records)' }).click()
    const summary = a.getByRole('status').filter({ hasText: '0 added, 1 updated, 1 skipped' })
    await summary.waitFor({ timeout: 20000 })
    await summary.getByText(/locked by Chris Chief/).waitFor()
    const title = async (id: number) =>
      ((await (await fetch(`${LIVE_URL}/api/v1/lexiconcategories/${id}`, { headers })).json()) as { title: string })
        .title
    expect([await title(held), await title(free)]).toEqual(['Import lock 1', 'Free renamed'])
    await b.keyboard.press('Escape')
  }, 120000)
})

import { afterEach, describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { saveBlob } from '@/features/resources/export/saveBlob'
import { recordFields } from '@/features/resources/recordFields'
import { activateLocale } from '@/i18n/i18n'
import { parseCsv } from '@/test/support/csv'
import { serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { listTestServer } from '@/test/support/listTestServer'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.mock('@/features/resources/export/saveBlob', () => ({ saveBlob: vi.fn() }))
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()
afterEach(() => vi.mocked(saveBlob).mockClear())

/** The n-th file handed to the browser: its name and rows (byte-order mark dropped). */
async function savedFile(n: number, separator = ',') {
  await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(n), { timeout: 20000 })
  const [blob, fileName] = vi.mocked(saveBlob).mock.calls[n - 1]!
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })
  return { fileName, rows: parseCsv(text.replace(/^\uFEFF/, ''), separator) }
}

const exportCalls = (backend: ReturnType<typeof serveItems>) =>
  backend.listCalls().filter((c) => c.url.searchParams.get('take') === '100').length

describe('Export, again and again', () => {
  test('a second press after the first export ended exports again; while one runs, Export waits for it', async () => {
    const backend = serveItems(server, 3)
    let open = () => {}
    const held = new Promise<void>((resolve) => (open = resolve))
    // The first export's page call waits: the export is running.
    server.use(
      http.get('*/api/v1/items', async ({ request }) => {
        if (new URL(request.url).searchParams.get('take') === '100') await held
      }),
    )
    renderList(itemsResource())
    await screen.findByText('Item 3')
    const button = () => screen.getByRole('button', { name: 'Export' })
    await userEvent.click(button())
    await waitFor(() => expect(button().getAttribute('aria-disabled')).toBe('true'))
    // A press while it runs starts nothing: its panel shows it running.
    await userEvent.click(button())
    await screen.findByRole('progressbar', { name: 'Exporting Items' })
    open()
    expect((await savedFile(1)).rows).toHaveLength(4)
    expect(exportCalls(backend)).toBe(1)
    await waitFor(() => expect(button().getAttribute('aria-disabled')).toBeNull())

    await userEvent.click(button())
    const second = await savedFile(2)
    expect(second.rows).toEqual([
      ['Id', 'Name'],
      ['3', 'Item 3'],
      ['2', 'Item 2'],
      ['1', 'Item 1'],
    ])
    expect(exportCalls(backend)).toBe(2)
    await screen.findByText(`Exported 3 records to ${second.fileName}`)
  })
})

describe('Export of the chosen rows', () => {
  test('writes the chosen rows only, with the list’s columns, file name and dialect', async () => {
    const backend = serveItems(server, 10, (n) => ({ name: `Item ${n}`, amount: n + 0.5 }))
    const resource = itemsResource({
      schema: recordFields.record({ name: recordFields.text, amount: recordFields.decimal }),
      columns: [
        { key: 'name', header: 'Name' },
        { key: 'amount', header: 'Amount' },
      ],
    })
    await activateLocale('de')
    try {
      renderList(resource)
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Item 9 auswählen' }))
      await userEvent.click(screen.getByRole('checkbox', { name: 'Item 4 auswählen' }))
      const bar = screen.getByRole('region', { name: 'Auswahl' })
      await userEvent.click(within(bar).getByRole('button', { name: 'Auswahl exportieren' }))
      const { fileName, rows } = await savedFile(1, ';')
      expect(fileName).toMatch(/^items-\d{4}-\d{2}-\d{2}\.csv$/)
      expect(rows).toEqual([
        ['ID', 'Name', 'Menge'],
        ['9', 'Item 9', '9,5'],
        ['4', 'Item 4', '4,5'],
      ])
      // Rows at hand: no list call for them.
      expect(exportCalls(backend)).toBe(0)
    } finally {
      await activateLocale('en')
    }
  })

  test('“Select all 10” exports what the list’s own export does: every record, walked anew', async () => {
    const backend = serveItems(server, 10)
    renderList(itemsResource())
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }))
    await userEvent.click(screen.getByRole('button', { name: 'Select all 10' }))
    const bar = screen.getByRole('region', { name: 'Selection' })
    await waitFor(() => expect(bar.textContent).toMatch(/^10 selected/))
    const walked = exportCalls(backend)
    await userEvent.click(within(bar).getByRole('button', { name: 'Export selected' }))
    const { rows } = await savedFile(1)
    expect(rows.slice(1).map((r) => r[1])).toEqual(Array.from({ length: 10 }, (_, i) => `Item ${10 - i}`))
    expect(exportCalls(backend)).toBe(walked + 1)
  })
})

import { afterEach, describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MESSAGES } from '@/i18n/messages'
import { patients } from '@/features/patients/view'
import { portions } from '@/features/portions/view'
import { saveBlob } from '@/features/resources/export/saveBlob'
import { chiefSandbox } from '@/test/support/chiefSandbox'
import { parseCsv } from '@/test/support/csv'
import { renderList } from '@/test/support/renderList'
import { findErrorDialog } from '@/test/support/renderApp'
import { API_URL } from '@/test/support/sandboxClient'
import { bulkPortions } from '../../../../mocks/server/bulkPortions'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.mock('@/features/resources/export/saveBlob', () => ({ saveBlob: vi.fn() }))
vi.setConfig({ testTimeout: 40000 })

const { store, server } = chiefSandbox()
afterEach(() => vi.mocked(saveBlob).mockClear())

/** The file the export handed to the browser, as text and as rows. */
async function savedFile() {
  await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1), { timeout: 20000 })
  const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0]!
  const bytes = await bytesOf(blob)
  const text = new TextDecoder().decode(bytes)
  return { blob, fileName, bytes, text, rows: parseCsv(text.replace(/^\uFEFF/, '')) }
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'))
    reader.readAsArrayBuffer(blob)
  })
}

/** The list's records as the list call answers them (the list's order), every page at once. */
async function listed(path: string, query = '') {
  const answer = await fetch(`${API_URL}${path}?take=1000&skip=0${query}`, { headers: { Authorization: 'Bearer t' } })
  return ((await answer.json()) as { values: Record<string, unknown>[] }).values
}

async function pressExport() {
  await screen.findAllByRole('button', { name: /^(Edit|Show details of) / })
  await userEvent.click(screen.getByRole('button', { name: 'Export' }))
}

describe('Export', () => {
  test('a read-only list: every record with its id and the values as shown, as UTF-8 CSV with a BOM', async () => {
    renderList(patients)
    await pressExport()
    const { blob, fileName, bytes, text, rows } = await savedFile()

    expect(fileName).toMatch(/^patients-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(blob.type).toBe('text/csv;charset=utf-8')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.endsWith('\r\n')).toBe(true)
    expect(rows[0]).toEqual(['Id', 'First name', 'Last name', 'Gender', 'Insurance', 'Birth date', 'Registered'])

    const records = await listed('/patients')
    expect(records.length).toBeGreaterThan(patients.pageSize)
    expect(rows.slice(1).map((r) => r[0])).toEqual(records.map((r) => String(r.id)))
    const insurers = store.dictionary('insurance') ?? []
    const dmy = (iso: unknown) => (typeof iso === 'string' ? iso.split('-').reverse().join('.') : '')
    records.forEach((record, i) => {
      expect(rows[i + 1]).toEqual([
        String(record.id),
        record.firstName ?? '',
        record.lastName ?? '',
        record.gender === 1 ? 'Male' : record.gender === 2 ? 'Female' : '',
        insurers.find((d) => d.id === record.insuranceId)?.name ?? record.insurance ?? '',
        dmy(record.birthDate),
        dmy(record.registeredAt),
      ])
    })
    await screen.findByText(`Exported ${records.length} records to ${fileName}`)
  })

  test('a searched, filtered list across pages: exactly its records, in order, formulas neutralised', async () => {
    store.fill('portions', bulkPortions(1500))
    // The serving most portions have: searched and filtered, the list still takes more than two export calls of 100.
    const counts = new Map<unknown, number>()
    for (const p of store.records('portions')) counts.set(p.servingId, (counts.get(p.servingId) ?? 0) + 1)
    const serving = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
    store.create('portions', { name: '=1+1 Crème brûlée, Müsli', servingId: serving, amount: 1.5, unit: 'g', kcal: -3 })
    renderList(portions, `/list?search=e&filter=${String(serving)}`)
    await pressExport()
    const { rows } = await savedFile()
    const records = await listed('/portions', `&search=e&filter=${String(serving)}`)
    expect(records.length).toBeGreaterThan(200)
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(records.map((r) => r.id))
    expect(rows[0]).toEqual(['Id', 'Name', 'Amount', 'Unit', 'kcal'])
    expect(rows[1]).toEqual([String(records[0]!.id), "'=1+1 Crème brûlée, Müsli", '1.5', 'g', '-3'])
  })

  test('a failed page shows the Error dialog and downloads nothing', async () => {
    store.fill('portions', bulkPortions(250))
    const calls: (string | null)[] = []
    server.use(
      http.get('*/api/v1/portions', ({ request }) => {
        const skip = new URL(request.url).searchParams.get('skip')
        calls.push(skip)
        return skip === '200' ? HttpResponse.json({ message: 'disk on fire' }, { status: 500 }) : undefined
      }),
    )
    renderList(portions)
    await pressExport()
    await waitFor(() => expect(calls).toContain('200'))
    const dialog = await findErrorDialog()
    within(dialog).getByText(MESSAGES.backendError(500))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull())
    expect(saveBlob).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export' }))
  })

  test('Cancel stops the export: nothing is downloaded, and focus returns to Export', async () => {
    store.fill('portions', bulkPortions(250))
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/api/v1/portions', async ({ request }) => {
        if (new URL(request.url).searchParams.get('take') === '100') await held
        return undefined
      }),
    )
    renderList(portions)
    await pressExport()
    await screen.findByRole('progressbar', { name: `Exporting ${portions.title}` })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('progressbar')).toBeNull()
    release()
    await new Promise((r) => setTimeout(r, 200))
    expect(saveBlob).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export' }))
  })
})

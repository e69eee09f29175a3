/**
 * Patients against the sandbox: read-only, 20 a page, gender as Male/Female and the insurance name; the only patient
 * calls are GET /patients and GET /patients/{id}, even with ?edit= in the URL.
 */
import { beforeAll, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sandboxServer } from '@/test/support/msw'
import { renderList } from '@/test/support/renderList'
import { patients } from './view'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const { store, server } = sandboxServer()
const patientCalls: string[] = []
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname
    if (path.includes('/patients')) patientCalls.push(`${request.method} ${path}`)
  })
  store.issueToken('admin', 't') // renderList's token
})

test('read-only list: no add, pencil or cross; Male/Female and insurance names; GET calls only', async () => {
  renderList(patients, '/list?edit=1')
  const table = await screen.findByRole('grid')
  await within(table).findAllByText(/^(Male|Female)$/)
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 20)
  expect(screen.queryByRole('button', { name: /^(Add|Edit|Delete) / })).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()

  const first = store.records('patients').toSorted((a, b) => b.id - a.id)[0]
  const insurer = store.dictionary('insurance')?.find((d) => d.id === first?.insuranceId)?.name ?? ''
  const firstRow = within(table).getAllByRole('row')[1]
  if (!firstRow) throw new Error('no rows')
  await within(firstRow).findByText(insurer)

  await userEvent.click(within(firstRow).getByRole('button', { name: `Show details of ${String(first?.lastName)}` }))
  await screen.findByText('Patient id')
  expect(new Set(patientCalls)).toEqual(new Set(['GET /api/v1/patients', `GET /api/v1/patients/${String(first?.id)}`]))
})

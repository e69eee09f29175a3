import { describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { mswServer } from '@/test/support/msw'
import { portions } from '@/features/portions/view'
import { promotions } from '@/features/promotions/view'
import { fakeBackend } from '@/test/support/fakeBackend'
import { renderList } from '@/test/support/renderList'
import type { AnyResource } from '@/features/resources/types'
import { users } from '@/features/users/view'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
// One dialog takes many runs; on two shared cores that is tens of seconds.
vi.setConfig({ testTimeout: 120000 })

const RUNS = 50
const portionsBackend = fakeBackend('/portions', [
  { id: 1, name: 'Apple', servingId: 1, amount: 1, unit: 'piece', kcal: 52, protein: 0.3, fat: 0.2, carbs: 14 },
])
const promotionsBackend = fakeBackend('/promotions', [
  {
    id: 1,
    title: 'Spring',
    insuranceId: 1,
    code: 'SPRING',
    validFrom: '2026-03-01',
    validTo: '2026-05-31',
    couponFileId: null,
  },
])
const usersBackend = fakeBackend('/users', [])
// Every write is recorded and answered 500: the dialog stays open with its values, ready for the next run.
for (const backend of [portionsBackend, promotionsBackend, usersBackend]) backend.failNextWrites(500, {})
mswServer(
  ...portionsBackend.handlers,
  ...promotionsBackend.handlers,
  ...usersBackend.handlers,
  http.get('*/api/v1/servings', () =>
    HttpResponse.json([
      { id: 1, name: 'piece' },
      { id: 2, name: 'cup' },
    ]),
  ),
  http.get('*/api/v1/dictionaries/:kind', () =>
    HttpResponse.json([
      { id: 1, name: 'AOK' },
      { id: 2, name: 'Barmer' },
    ]),
  ),
)

type Backend = ReturnType<typeof fakeBackend>

/** What the declarations promise about a sent value, beyond the resource's zod schema. */
function expectSendable(resource: AnyResource, body: unknown) {
  // A create carries no id yet; the schema describes saved records.
  const parsed = resource.schema.safeParse({ id: 0, ...(body as object) })
  expect(parsed.success, JSON.stringify(body)).toBe(true)
  const record = body as Record<string, unknown>
  for (const field of resource.fields) {
    const value = record[field.name]
    if (field.input === 'date')
      expect(
        value === null || value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(String(value)),
        `${field.name}=${String(value)}`,
      ).toBe(true)
    if (field.input === 'number')
      expect(value === null || value === undefined || Number.isFinite(value), `${field.name}=${String(value)}`).toBe(
        true,
      )
  }
}

function dialog() {
  return screen.getByRole('dialog', { hidden: true })
}

function input(label: string): HTMLInputElement {
  return within(dialog()).getByLabelText(new RegExp(`^${label}`), { selector: 'input' })
}

/**
 * Types `text` into the field, saves, and waits until the console either sent the record or shows the field as
 * invalid. Returns whether a write went out.
 */
async function typeAndSave(backend: Backend, label: string, text: string): Promise<boolean> {
  const before = backend.writes().length
  const field = input(label)
  await userEvent.clear(field)
  if (text) {
    await userEvent.click(field)
    await userEvent.paste(text)
  }
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
  const sent = await waitFor(() => {
    const wrote = backend.writes().length > before
    // Any field may be the one a value breaks (a date after "Valid to" makes that field invalid).
    const invalid = dialog().querySelector('[aria-invalid="true"]') !== null
    if (!wrote && !invalid) throw new Error('neither sent nor shown invalid yet')
    // An invalid form sends nothing.
    if (invalid) expect(wrote).toBe(false)
    return wrote
  })
  if (sent) await dismissError()
  return sent
}

async function dismissError() {
  const error = await screen.findByRole('alertdialog', { name: 'Error' })
  await userEvent.click(within(error).getByRole('button', { name: 'Ok' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
}

const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }))
/** Strings near what the field expects, so the valid path is exercised too. */
const numberish = fc.oneof(
  anyText,
  fc.double().map(String),
  fc.integer().map(String),
  fc.stringMatching(/^-?\d{1,6}([.,]\d{1,5})?$/),
)
/** Dates in both the typed and the API form, among any text. */
const dateish = fc.oneof(
  anyText,
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.stringMatching(/^\d{1,2}\.\d{1,2}\.\d{2,4}$/),
)

const cases = [
  {
    kind: 'text',
    resource: portions,
    backend: portionsBackend,
    url: '/list?edit=1',
    label: 'Name',
    values: anyText,
    runs: RUNS,
  },
  {
    kind: 'number',
    resource: portions,
    backend: portionsBackend,
    url: '/list?edit=1',
    label: 'Amount',
    values: numberish,
    runs: RUNS,
  },
  {
    kind: 'date',
    resource: promotions,
    backend: promotionsBackend,
    url: '/list?edit=1',
    label: 'Valid from',
    values: dateish,
    runs: RUNS,
  },
] as const

describe('random input into every typed field kind: no crash, nothing sent that the schema rejects', () => {
  test.each(cases)('$kind ($label of $resource.name)', async ({ resource, backend, url, label, values, runs }) => {
    renderList(resource, url)
    await waitFor(() => expect(input(label).value).not.toBe(''))
    let sent = 0
    await fc.assert(
      fc.asyncProperty(values, async (text) => {
        if (await typeAndSave(backend, label, text)) sent += 1
      }),
      { numRuns: runs },
    )
    for (const write of backend.writes()) expectSendable(resource, write.body)
    // The dialog is still there: nothing crashed.
    expect(dialog()).toBeTruthy()
    expect(sent).toBeGreaterThan(0)
  })

  test('password (new user): random passwords, the rest filled in', async () => {
    renderList(users, '/list?edit=new')
    await userEvent.type(await waitFor(() => input('Username')), 'fuzz')
    await userEvent.type(input('Email'), 'fuzz@example.com')
    await userEvent.type(input('Display name'), 'Fuzz')
    let sent = 0
    await fc.assert(
      fc.asyncProperty(anyText, async (text) => {
        if (await typeAndSave(usersBackend, 'Password', text)) sent += 1
      }),
      { numRuns: RUNS },
    )
    for (const write of usersBackend.writes()) expectSendable(users, write.body)
    expect(sent).toBeGreaterThan(0)
    expect(usersBackend.writes().every((w) => typeof (w.body as { password?: unknown }).password === 'string')).toBe(
      true,
    )
  })
})

/** userEvent.keyboard reads { and [ as key descriptors: double them to type them. */
const keys = (text: string) => text.replace(/[{[]/g, (c) => c + c)
/** Printable keys only: control characters would be Escape (closes the dialog) or Enter (saves). */
const printable = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => [...s].every((c) => c.charCodeAt(0) >= 32))

const choiceCases = [
  { kind: 'select', resource: promotions, backend: promotionsBackend, url: '/list?edit=1', name: 'Insurance' },
  { kind: 'multiselect', resource: users, backend: usersBackend, url: '/list?edit=new', name: 'Roles' },
  { kind: 'checkbox', resource: users, backend: usersBackend, url: '/list?edit=new', name: 'Active' },
] as const

describe('random keys into choice field kinds: no crash, only schema-valid records sent', () => {
  test.each(choiceCases)('$kind ($name of $resource.name)', async ({ resource, backend, url, name }) => {
    renderList(resource, url)
    const control = () => within(dialog()).getAllByLabelText(new RegExp(`^${name}`))[0]
    await waitFor(() => expect(control()).toBeTruthy())
    if (resource === users) {
      await userEvent.type(input('Username'), 'keys')
      await userEvent.type(input('Email'), 'keys@example.com')
      await userEvent.type(input('Display name'), 'Keys')
      await userEvent.type(input('Password'), 'secret')
    }
    await fc.assert(
      fc.asyncProperty(printable, async (text) => {
        control()?.focus()
        await userEvent.keyboard(keys(text))
      }),
      { numRuns: RUNS },
    )
    const before = backend.writes().length
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    // Whatever the keys chose is one of the options: the record goes out, and parses.
    await waitFor(() => expect(backend.writes().length).toBeGreaterThan(before))
    await dismissError()
    for (const write of backend.writes()) expectSendable(resource, write.body)
    expect(dialog()).toBeTruthy()
  })
})

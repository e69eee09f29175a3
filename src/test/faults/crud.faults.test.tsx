import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { liveHub } from '@/api/hub'
import { setHttpTimeout } from '@/api/http'
import { sessionStore } from '@/api/session'
import { HTTP_TIMEOUT_MS } from '@/config'
import { MESSAGES } from '@/i18n/messages'
import { lockStore } from '@/features/live/lockStore'
import { sandboxServer } from '@/test/support/msw'
import {
  FAULT_KINDS,
  faultMessage,
  SERVER_MESSAGE,
  TEST_TIMEOUT_MS,
  faultResponse,
  type FaultKind,
} from '@/test/support/faults'
import { fakeLiveHub, findErrorDialog, renderApp, signInAs, warmUp } from '@/test/support/renderApp'

// Whole-console renders on two shared cores: a cell can take several seconds.
vi.setConfig({ testTimeout: 45000 })

// A confirmed delete waits UNDO_MS for an Undo before its DELETE goes; these cells test what a failed DELETE shows,
// not the wait (undoDelete.test.tsx does), which was 5 s of each delete cell.
vi.mock('@/config', async (importOriginal) => ({ ...(await importOriginal<object>()), UNDO_MS: 50 }))

const { store, server } = sandboxServer()
beforeAll(async () => {
  setHttpTimeout(TEST_TIMEOUT_MS)
  await warmUp(store)
}, 60000)
beforeEach(() => {
  fakeLiveHub()
  signInAs(store, 'chief')
})
afterEach(() => {
  vi.restoreAllMocks()
})
afterAll(() => {
  setHttpTimeout(HTTP_TIMEOUT_MS)
})

async function expectSignedOutAtLogin(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  await screen.findByText('Sign in')
  expect(sessionStore.get().isAuthenticated).toBe(false)
  expect(localStorage.getItem('token')).toBeNull()
}

/** The Error dialog with the expected text (and the server's message for a 400), closed with Ok. */
async function expectErrorDialog(kind: FaultKind, { serverMessage = true } = {}) {
  // Text queries, not role queries: role queries over the whole console are slow in jsdom.
  const dialog = await findErrorDialog()
  within(dialog).getByText(faultMessage(kind))
  if (kind === '400' && serverMessage) within(dialog).getByText(SERVER_MESSAGE)
  // The alert dialog's layer takes pointer events a tick after it opens (the edit dialog below gives them up):
  // click Ok once it can be clicked, as a user would.
  const ok = within(dialog).getByText('Ok')
  await waitFor(() => userEvent.click(ok))
  await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull())
}

describe('list (GET /portions) faults', () => {
  test.each(FAULT_KINDS)('%s', async (kind) => {
    server.use(http.get('*/api/v1/portions', faultResponse(kind)))
    const { router } = renderApp('/')
    if (kind === '401') return expectSignedOutAtLogin(router)
    await expectErrorDialog(kind)
    // The screen keeps its place: heading, an inline message and a way to try again.
    expect(document.querySelector('h1, h2')?.textContent).toContain('Portions')
    screen.getByText(/try again|retry/i, { selector: 'button' })
  })
})

const CATEGORIES = '/lexicon-category-list'
const editButtons = () => document.querySelectorAll<HTMLElement>('button[aria-label^="Edit "]')
const first = (nodes: NodeListOf<HTMLElement>): HTMLElement => {
  const node = nodes.item(0)
  if (!node) throw new Error('no such element')
  return node
}
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement

/** Replaces a field's text in one input event (typing letter by letter re-renders the dialog per letter). */
async function typeInto(input: HTMLInputElement, text: string) {
  await userEvent.clear(input)
  await userEvent.click(input)
  await userEvent.paste(text)
}

async function openFirstRecord() {
  await waitFor(() => expect(editButtons().length).toBeGreaterThan(0))
  await userEvent.click(first(editButtons()))
}

/** Opens the first record and waits until its title is loaded into the form; returns the title input. */
async function openFirstRecordLoaded(): Promise<HTMLInputElement> {
  await openFirstRecord()
  return waitFor(() => {
    const input = field('Title')
    if (!input.value) throw new Error('record not loaded yet')
    return input
  })
}

const editDialog = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) =>
    d.textContent?.startsWith('Edit Lexicon category'),
  )

describe('get (GET /lexiconcategories/{id}) faults: the Error dialog alone', () => {
  test.each(FAULT_KINDS)('%s', async (kind) => {
    server.use(http.get('*/api/v1/lexiconcategories/:id', faultResponse(kind)))
    const { router } = renderApp(CATEGORIES)
    await openFirstRecord()
    if (kind === '401') return expectSignedOutAtLogin(router)
    // The spec: any failure of get shows the Error dialog, with Retry beside Ok and no server message;
    // nothing else repeats it, and Ok returns to the list.
    const dialog = await findErrorDialog()
    within(dialog).getByText('Retry', { selector: 'button' })
    if (kind === '400') expect(dialog.textContent).not.toContain(SERVER_MESSAGE)
    expect(editDialog()).toBeUndefined()
    await expectErrorDialog(kind, { serverMessage: false })
    expect(editDialog()).toBeUndefined()
    expect(editButtons().length).toBeGreaterThan(0)
  })
})

/** A save that fails: the Error dialog, then the form still holds every typed value. */
async function expectFailedSave(
  kind: FaultKind,
  router: ReturnType<typeof renderApp>['router'],
  typed: Record<string, string>,
) {
  await userEvent.click(screen.getByText('Save', { selector: 'button' }))
  if (kind === '401') return expectSignedOutAtLogin(router)
  await expectErrorDialog(kind)
  for (const [label, value] of Object.entries(typed)) expect(field(label).value).toBe(value)
}

describe('create (POST /lexiconcategories) faults: Add, type, Save', () => {
  test.each(FAULT_KINDS)('%s', async (kind) => {
    server.use(http.post('*/api/v1/lexiconcategories', faultResponse(kind)))
    const { router } = renderApp(CATEGORIES)
    await userEvent.click(await screen.findByText('Add Lexicon category', { selector: 'button' }))
    await typeInto(await waitFor(() => field('Title')), 'Fibre')
    await typeInto(field('Sort order'), '12')
    await expectFailedSave(kind, router, { Title: 'Fibre', 'Sort order': '12' })
  })
})

describe('update (PUT /lexiconcategories) faults: Edit, change, Save', () => {
  test.each(FAULT_KINDS)('%s', async (kind) => {
    server.use(http.put('*/api/v1/lexiconcategories', faultResponse(kind)))
    const { router } = renderApp(CATEGORIES)
    await typeInto(await openFirstRecordLoaded(), 'Renamed category')
    await typeInto(field('Sort order'), '3')
    await expectFailedSave(kind, router, { Title: 'Renamed category', 'Sort order': '3' })
  })
})

describe('delete (DELETE /lexiconcategories/{id}) faults: Delete, confirm', () => {
  test.each(FAULT_KINDS)('%s', async (kind) => {
    server.use(http.delete('*/api/v1/lexiconcategories/:id', faultResponse(kind)))
    const { router } = renderApp(CATEGORIES)
    const deleteButtons = () => document.querySelectorAll<HTMLElement>('button[aria-label^="Delete "]')
    await waitFor(() => expect(deleteButtons().length).toBeGreaterThan(0))
    const name = first(deleteButtons()).getAttribute('aria-label')
    await userEvent.click(first(deleteButtons()))
    await screen.findByText(MESSAGES.confirmDelete)
    const confirm = [...document.querySelectorAll<HTMLElement>('[role="alertdialog"] button')].find(
      (b) => b.textContent === 'Delete',
    )
    if (!confirm) throw new Error('no Delete in the confirm dialog')
    await userEvent.click(confirm)
    if (kind === '401') return expectSignedOutAtLogin(router)
    await expectErrorDialog(kind)
    // The row is still there.
    expect(document.querySelector(`button[aria-label="${name}"]`)).not.toBeNull()
  })
})

/** Signs in again on the login screen the 401 led to; the console returns where the user was. */
async function signInAgain(router: ReturnType<typeof renderApp>['router']) {
  await userEvent.type(await screen.findByLabelText('Username'), 'chief')
  await userEvent.type(screen.getByLabelText('Password'), 'chief')
  await userEvent.click(screen.getByText('Sign in', { selector: 'button' }))
  await waitFor(() => expect(router.state.location.pathname).toBe(CATEGORIES))
}

/** Edit the first category and type into it; returns the dialog's title. */
async function editAndType(): Promise<string> {
  await typeInto(await openFirstRecordLoaded(), 'Typed before the fault')
  const heading = document.querySelector('[role="dialog"] h2')?.textContent
  if (!heading) throw new Error('no dialog title')
  return heading
}

async function expectTypedValueBack(heading: string) {
  await waitFor(() => expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe(heading))
  await waitFor(() => expect(field('Title').value).toBe('Typed before the fault'))
  screen.getByText('Your unsaved changes were restored.')
  // Every draft is kept under its user: none is orphaned under an empty one.
  expect(Object.keys(JSON.parse(sessionStorage.getItem('console.drafts') ?? '{}') as object)).not.toContainEqual(
    expect.stringMatching(/^\|/),
  )
}

describe('what was typed survives a lost session or lock (drafts)', () => {
  afterEach(() => sessionStorage.clear())

  test('update answers 401: after signing in again the dialog reopens with the typed values', async () => {
    server.use(http.put('*/api/v1/lexiconcategories', faultResponse('401')))
    const { router } = renderApp(CATEGORIES)
    const heading = await editAndType()
    await userEvent.click(screen.getByText('Save', { selector: 'button' }))
    await expectSignedOutAtLogin(router)
    server.resetHandlers()
    await signInAgain(router)
    await expectTypedValueBack(heading)
  })

  test('the hub answers 401 (negotiate): signed out to /login, and the typed values come back after signing in', async () => {
    const { router } = renderApp(CATEGORIES)
    const heading = await editAndType()
    server.use(http.post('*/edit-states/negotiate', faultResponse('401')))
    vi.mocked(liveHub.ensureStarted).mockRestore()
    liveHub.ensureStarted()
    await expectSignedOutAtLogin(router)
    expect(liveHub.getStatus()).not.toBe('offline')
    server.resetHandlers()
    vi.spyOn(liveHub, 'ensureStarted').mockImplementation(() => {})
    await signInAgain(router)
    await expectTypedValueBack(heading)
  })

  test('another user takes the row during an outage: the typed values stay, read-only, with the reason, and come back', async () => {
    renderApp(CATEGORIES)
    const heading = await editAndType()
    const id = Number(/id:(\d+)/.exec(heading)?.[1])
    // What liveSession does when AddEntry after a reconnect answers with another holder.
    act(() => {
      lockStore.release('lexiconcategories', id)
      lockStore.add('lexiconcategories', { id, editor: 'editor', lockDate: new Date().toISOString() })
    })
    // Named by the record's title as the server has it, not by its id.
    const why = await screen.findByText(/^Your changes to .+ could not be saved because editor is editing it\./)
    expect(why.textContent).not.toMatch(/Lexicon category \d/)
    screen.getByText('Locked by editor')
    expect(field('Title').value).toBe('Typed before the fault')
    // Nothing to ask: the values are kept as a draft.
    await userEvent.click(screen.getByText('Cancel', { selector: 'button' }))
    await waitFor(() => expect(screen.queryByText(heading)).toBeNull())
    act(() => lockStore.remove('lexiconcategories', id))
    await openFirstRecord()
    await expectTypedValueBack(heading)
  })
})

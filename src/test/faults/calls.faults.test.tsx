import { forwardRef, useEffect, useImperativeHandle } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { setHttpTimeout, setUnauthorizedHandler } from '@/api/http'
import { sessionStore } from '@/api/session'
import { HTTP_TIMEOUT_MS } from '@/config'
import { MESSAGES } from '@/i18n/messages'
import { FieldHarness, formValues, testQueryClient } from '@/test/support/forms'
import { CouponDownloadButton } from '@/features/promotions/CouponDownloadButton'
import { saveBlob } from '@/features/resources/export/saveBlob'
import type { FieldDef } from '@/features/forms/field'
import { sandboxServer } from '@/test/support/msw'
import { FAULT_KINDS, faultMessage, TEST_TIMEOUT_MS, faultResponse, type FaultKind } from '@/test/support/faults'
import { fakeLiveHub, renderApp, signInAs, warmUp } from '@/test/support/renderApp'

vi.setConfig({ testTimeout: 45000 })

// jsdom loads no pictures, so cropperjs never gets ready: a stand-in that is ready at once with a 1×1 PNG crop.
vi.mock('react-cropper', () => ({
  default: forwardRef<{ cropper: unknown }, { alt: string; ready?: () => void }>(function CropperStub(
    { alt, ready },
    ref,
  ) {
    useImperativeHandle(ref, () => ({
      cropper: {
        getCroppedCanvas: () => ({
          toDataURL: () =>
            'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        }),
        enable: () => {},
        disable: () => {},
      },
    }))
    useEffect(() => ready?.(), [ready])
    return <img alt={alt} />
  }),
}))
vi.mock('@/features/resources/export/saveBlob', () => ({ saveBlob: vi.fn() }))

const { store, server } = sandboxServer()
const onUnauthorized = vi.fn()
beforeAll(async () => {
  setHttpTimeout(TEST_TIMEOUT_MS)
  await warmUp(store)
}, 60000)
beforeEach(() => signInAs(store, 'chief'))
afterEach(() => {
  vi.restoreAllMocks()
  vi.mocked(saveBlob).mockClear()
  onUnauthorized.mockClear()
})
afterAll(() => {
  setHttpTimeout(HTTP_TIMEOUT_MS)
})

/** Outside the whole console, a 401 must still clear the session and call the app's 401 handler. */
function expectSessionEnded() {
  expect(sessionStore.get().isAuthenticated).toBe(false)
  expect(onUnauthorized).toHaveBeenCalled()
}

async function findAlert(text: string) {
  return waitFor(() => {
    const alert = [...document.querySelectorAll('[role="alert"]')].find((a) => a.textContent?.includes(text))
    if (!alert) throw new Error(`no alert with "${text}"`)
    return alert
  })
}

describe('login (POST /auth/login) faults: the login screen', () => {
  // 400 and 401 both mean wrong credentials; the rest say what went wrong.
  const loginMessage = (kind: FaultKind) =>
    kind === '400' || kind === '401' ? MESSAGES.wrongLogin : faultMessage(kind)
  test.each(FAULT_KINDS)('%s', async (kind) => {
    sessionStore.clear()
    server.use(http.post('*/api/v1/auth/login', faultResponse(kind)))
    const { router } = renderApp('/login')
    await userEvent.type(await screen.findByLabelText(/^Username/), 'chief')
    await userEvent.type(screen.getByLabelText(/^Password/), 'chief')
    await userEvent.click(screen.getByText('Sign in', { selector: 'button' }))
    await findAlert(loginMessage(kind))
    expect(router.state.location.pathname).toBe('/login')
    expect(sessionStore.get().isAuthenticated).toBe(false)
    // The typed username stays for another try.
    expect(screen.getByLabelText<HTMLInputElement>(/^Username/).value).toBe('chief')
  })
})

describe('dashboard (GET /dashboard/) faults: the dashboard screen', () => {
  test.each(FAULT_KINDS)('%s', async (kind) => {
    fakeLiveHub()
    server.use(http.get('*/api/v1/dashboard/', faultResponse(kind)))
    const { router } = renderApp('/dashboard')
    if (kind === '401') {
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(sessionStore.get().isAuthenticated).toBe(false)
      return
    }
    await screen.findByText(faultMessage(kind))
    screen.getByText('Try again', { selector: 'button' })
  })
})

function renderField(field: FieldDef, initialValues: Record<string, unknown>) {
  setUnauthorizedHandler(onUnauthorized)
  return render(<FieldHarness fields={[field]} initialValues={initialValues} client={testQueryClient()} />)
}

const optionCalls = [
  {
    call: 'dictionaries (GET /dictionaries/insurance)',
    path: '*/api/v1/dictionaries/:kind',
    field: {
      name: 'insuranceId',
      label: 'Insurance',
      input: 'select',
      options: { kind: 'dictionary', dictionary: 'insurance' },
    },
  },
  {
    call: 'servings (GET /servings)',
    path: '*/api/v1/servings',
    field: { name: 'servingId', label: 'Serving', input: 'select', options: { kind: 'servings' } },
  },
] as const

describe.each(optionCalls)('$call faults: the select input', ({ path, field }) => {
  test.each(FAULT_KINDS)('%s', async (kind) => {
    server.use(http.get(path, faultResponse(kind)))
    renderField(field, { [field.name]: null })
    if (kind === '401') return waitFor(expectSessionEnded)
    await findAlert(`Options could not be loaded: ${faultMessage(kind)}`)
    // The field is still there with its label.
    screen.getByText(field.label)
  })
})

describe('temp file upload (POST /files/uploadTemp) faults: the file input', () => {
  const coupon: FieldDef = {
    name: 'couponFileId',
    label: 'Coupon file',
    input: 'file',
    fileNameField: 'couponFileName',
  }
  test.each(FAULT_KINDS)('%s', async (kind) => {
    server.use(http.post('*/api/v1/files/uploadTemp', faultResponse(kind)))
    renderField(coupon, { couponFileId: 3, couponFileName: 'old.txt' })
    const input = screen.getByLabelText(/^Coupon file/, { selector: 'input' })
    await userEvent.upload(input, new File(['CODE1'], 'new.txt', { type: 'text/plain' }))
    if (kind === '401') return waitFor(expectSessionEnded)
    await findAlert(`Upload failed: ${faultMessage(kind)}`)
    // The previous file stays.
    expect(formValues()).toMatchObject({ couponFileId: 3, couponFileName: 'old.txt' })
  })
})

describe('image upload (POST /images/upload) faults: the image input', () => {
  const image: FieldDef = { name: 'image', label: 'Image', input: 'image' }
  test.each(FAULT_KINDS)('%s', async (kind) => {
    server.use(http.post('*/api/v1/images/upload', faultResponse(kind)))
    renderField(image, { image: { Url: '' } })
    const input = await waitFor(() => screen.getByLabelText(/^Image/, { selector: 'input' }))
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }))
    if (kind === '401') return waitFor(expectSessionEnded)
    await screen.findByText(`Upload failed: ${faultMessage(kind)}`)
    expect(formValues()).toMatchObject({ image: { Url: '' } })
  })
})

describe('coupon download (GET /files/coupons) faults: the promotion download button', () => {
  test.each(FAULT_KINDS)('%s', async (kind) => {
    setUnauthorizedHandler(onUnauthorized)
    server.use(http.get('*/api/v1/files/coupons', faultResponse(kind)))
    render(<CouponDownloadButton promotionId={4} title="Weight coaching" />)
    await userEvent.click(screen.getByLabelText('Download coupon of Weight coaching'))
    if (kind === '401') return waitFor(expectSessionEnded)
    // A coupon file is plain text: any 200 body is a file to save, so "malformed" cannot happen here.
    if (kind === 'malformed') return waitFor(() => expect(saveBlob).toHaveBeenCalled())
    await findAlert(faultMessage(kind))
    expect(saveBlob).not.toHaveBeenCalled()
  })
})

describe('hub Init faults: logged to the console, shown offline, the list still works', () => {
  // The hub is not HTTP under /api/v1: each fault reaches the console as a rejected Init.
  const hubFailure: Record<FaultKind, Error> = {
    '400': new Error('HubException: bad request'),
    '401': new Error("Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'"),
    '403': new Error("Failed to complete negotiation with the server: Error: Forbidden: Status code '403'"),
    '404': new Error("Failed to complete negotiation with the server: Error: Not Found: Status code '404'"),
    '500': new Error("HubException: An unexpected error occurred invoking 'Init' on the server."),
    timeout: new Error('Server timeout elapsed without receiving a message from the server.'),
    malformed: new Error('Error parsing handshake response: SyntaxError: Unexpected token'),
    network: new Error('Failed to fetch'),
  }
  // The last cell's list closes its group on a 0 ms timer; let it, so this cell's list opens it afresh.
  beforeEach(() => new Promise((resolve) => setTimeout(resolve, 20)))
  test.each(FAULT_KINDS)('%s', async (kind) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeLiveHub().init.mockRejectedValue(hubFailure[kind])
    renderApp('/lexicon-category-list')
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Live channel: Init(lexiconcategories) failed', hubFailure[kind]),
    )
    await screen.findByLabelText('Live updates: offline')
    await waitFor(() => expect(document.querySelectorAll('button[aria-label^="Edit "]').length).toBeGreaterThan(0))
    expect(sessionStore.get().isAuthenticated).toBe(true)
  })
})

import { forwardRef, useImperativeHandle, type Ref } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { mswServer } from '@/test/support/msw'
import { sessionStore } from '@/api/session'
import { IMAGE_DEBOUNCE_MS } from '@/config'
import type { FieldDef } from '@/features/forms/field'
import { required } from './rules'
import { formValues, renderFields } from '@/test/support/forms'

/** jsdom cannot load pictures, so cropperjs never gets ready: a stand-in cropper whose crops the test drives. */
const toDataURL = vi.fn((_type?: string, _quality?: number) => `data:image/png;base64,${btoa('png')}`)
vi.mock('react-cropper', () => {
  const FakeCropper = forwardRef(function FakeCropper(
    { crop, alt }: { crop?: () => void; alt?: string },
    ref: Ref<unknown>,
  ) {
    useImperativeHandle(ref, () => ({
      cropper: { getCroppedCanvas: () => ({ toDataURL }), enable() {}, disable() {} },
    }))
    return (
      <button type="button" aria-label={alt} onClick={() => crop?.()}>
        move crop
      </button>
    )
  })
  return { default: FakeCropper, Cropper: FakeCropper }
})

const API = '*/api/v1'
const server = mswServer()
afterEach(() => {
  vi.useRealTimers()
  toDataURL.mockClear()
})

const image: FieldDef = { name: 'image', label: 'Image', input: 'image', rules: [required()] }

describe('image input', () => {
  it('shows a stored absolute URL as a preview with a clear button; clearing shows the picker', async () => {
    const user = userEvent.setup()
    renderFields([image], { image: { Url: 'https://cdn.example.com/a.png' } })
    const preview = await screen.findByRole('img', { name: 'Image preview' }, { timeout: 10000 })
    expect(preview.getAttribute('src')).toBe('https://cdn.example.com/a.png')
    await user.click(screen.getByRole('button', { name: 'Clear image' }))
    expect(formValues().image).toEqual({ Url: '' })
    expect(screen.getByLabelText(/^Image/, { selector: 'input[type=file]' })).toBeTruthy()
    // Image inputs validate on every change: the now empty required image says so at once.
    expect(await screen.findByText('This field is required.')).toBeTruthy()
  })

  it('fetches a relative path through the API client with the token and shows it from a blob', async () => {
    sessionStore.set({ token: 'tok-1', username: 'ann', displayname: 'Ann', roles: 'Admin' })
    let auth: string | null = null
    server.use(
      http.get(`${API}/images/seed/apple.png`, ({ request }) => {
        auth = request.headers.get('Authorization')
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } })
      }),
    )
    const createObjectURL = vi.fn(() => 'blob:apple')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    renderFields([image], { image: { Url: '/images/seed/apple.png' } })
    const preview = await screen.findByRole('img', { name: 'Image preview' }, { timeout: 10000 })
    expect(preview.getAttribute('src')).toBe('blob:apple')
    expect(auth).toBe('Bearer tok-1')
  })

  it('uploads the crop as PNG at 0.65, debounced, and keeps only the latest answer', async () => {
    const answers: ((url: string) => void)[] = []
    server.use(
      http.post(
        `${API}/images/upload`,
        () => new Promise<Response>((resolve) => answers.push((url) => resolve(HttpResponse.json(url)))),
      ),
    )
    renderFields([image], { image: { Url: '' } })
    const picker = await screen.findByLabelText(/^Image/, { selector: 'input[type=file]' }, { timeout: 10000 })
    await userEvent.upload(picker, new File(['raw'], 'photo.png', { type: 'image/png' }))
    const cropper = await screen.findByRole('button', { name: 'Image: picture to crop' })

    // Two quick crop moves make one upload after the debounce.
    fireEvent.click(cropper)
    fireEvent.click(cropper)
    await waitFor(() => expect(answers).toHaveLength(1), { timeout: IMAGE_DEBOUNCE_MS * 10 })
    expect(toDataURL).toHaveBeenCalledWith('image/png', 0.65)

    // A later crop starts a second upload; the first answers last and must not win.
    fireEvent.click(cropper)
    await waitFor(() => expect(answers).toHaveLength(2), { timeout: IMAGE_DEBOUNCE_MS * 10 })
    await act(async () => answers[1]?.('https://img.example.com/second.png'))
    await waitFor(() => expect(formValues().image).toEqual({ Url: 'https://img.example.com/second.png' }))
    await act(async () => answers[0]?.('https://img.example.com/first.png'))
    await new Promise((r) => setTimeout(r, 50))
    expect(formValues().image).toEqual({ Url: 'https://img.example.com/second.png' })

    await userEvent.click(screen.getByRole('button', { name: 'Done cropping' }))
    expect((await screen.findByRole('img', { name: 'Image preview' })).getAttribute('src')).toBe(
      'https://img.example.com/second.png',
    )
  })
})

import { afterEach, describe, expect, test, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { mswServer } from '@/test/support/msw'
import { CouponDownloadButton } from './CouponDownloadButton'

const server = mswServer()
afterEach(() => {
  vi.restoreAllMocks()
})

function renderButton() {
  return render(<CouponDownloadButton promotionId={12} title="Spring" />)
}

describe('CouponDownloadButton', () => {
  test('fetches GET /files/coupons?id=<promotion id> and saves the blob as file.txt', async () => {
    let asked: string | null = null
    server.use(
      http.get('*/api/v1/files/coupons', ({ request }) => {
        asked = new URL(request.url).searchParams.get('id')
        return new HttpResponse('CODE-123', { headers: { 'Content-Type': 'text/plain' } })
      }),
    )
    const saved: { name: string; blob: Blob }[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob })
      return 'blob:coupon'
    })
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1)
      if (last) last.name = this.download
    })
    renderButton()
    await userEvent.click(screen.getByRole('button', { name: 'Download coupon of Spring' }))
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce())
    expect(asked).toBe('12')
    expect(saved[0]?.name).toBe('file.txt')
    expect(await saved[0]?.blob.text()).toBe('CODE-123')
  })

  test('a failed download says why next to the button', async () => {
    server.use(http.get('*/api/v1/files/coupons', () => new HttpResponse(null, { status: 404 })))
    renderButton()
    await userEvent.click(screen.getByRole('button', { name: 'Download coupon of Spring' }))
    expect((await screen.findByRole('alert')).textContent).toBe('undefined error in backend (404)')
  })
})

import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { mswServer } from '@/test/support/msw'
import { uploadTempFile } from './files'

const server = mswServer()

describe('uploadTempFile', () => {
  it('answers the stored id and name', async () => {
    server.use(http.post('*/api/v1/files/uploadTemp', () => HttpResponse.json({ id: 5, name: 'a.txt' })))
    await expect(uploadTempFile(new File(['x'], 'a.txt'), vi.fn())).resolves.toMatchObject({ id: 5, name: 'a.txt' })
  })

  it('uploads again without progress when the streamed attempt cannot be sent', async () => {
    let calls = 0
    server.use(
      http.post('*/api/v1/files/uploadTemp', () => {
        calls++
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ id: 6, name: 'b.txt' })
      }),
    )
    await expect(uploadTempFile(new File(['x'], 'b.txt'), vi.fn())).resolves.toMatchObject({ id: 6 })
    expect(calls).toBe(2)
  })

  it('does not repeat an upload the server refused', async () => {
    let calls = 0
    server.use(
      http.post('*/api/v1/files/uploadTemp', () => {
        calls++
        return HttpResponse.json({ message: 'too big' }, { status: 400 })
      }),
    )
    await expect(uploadTempFile(new File(['x'], 'c.txt'), vi.fn())).rejects.toMatchObject({ status: 400 })
    expect(calls).toBe(1)
  })
})

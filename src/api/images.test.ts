import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { mswServer } from '@/test/support/msw'
import { isAbsoluteUrl, uploadImage } from './images'

const server = mswServer()

const answering = (response: () => Response) => server.use(http.post('*/api/v1/images/upload', response))
const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })

describe('uploadImage reads the address however the server words it', () => {
  it.each([
    [
      'a bare text body',
      () => new HttpResponse('https://img.example.com/a.png', { headers: { 'Content-Type': 'text/plain' } }),
    ],
    ['a JSON string', () => HttpResponse.json('https://img.example.com/a.png')],
    ['{ Url }', () => HttpResponse.json({ Url: 'https://img.example.com/a.png' })],
    ['{ url }', () => HttpResponse.json({ url: 'https://img.example.com/a.png', size: 4 })],
  ])('%s', async (_label, response) => {
    answering(response)
    await expect(uploadImage(png())).resolves.toBe('https://img.example.com/a.png')
  })

  it('rejects an answer without an address as malformed', async () => {
    answering(() => HttpResponse.json({ ok: true }))
    await expect(uploadImage(png())).rejects.toMatchObject({ kind: 'malformed' })
  })

  it('raises the backend error of a non-200 answer', async () => {
    answering(() => HttpResponse.json({ message: 'no' }, { status: 400 }))
    await expect(uploadImage(png())).rejects.toMatchObject({ status: 400, serverMessage: 'no' })
  })
})

describe('isAbsoluteUrl', () => {
  it('tells shown-directly URLs from paths fetched through the API', () => {
    expect(isAbsoluteUrl('https://x/a.png')).toBe(true)
    expect(isAbsoluteUrl('HTTP://x/a.png')).toBe(true)
    expect(isAbsoluteUrl('data:image/png;base64,AA')).toBe(true)
    expect(isAbsoluteUrl('/images/a.png')).toBe(false)
    expect(isAbsoluteUrl('images/a.png')).toBe(false)
  })
})

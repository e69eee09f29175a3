// @vitest-environment node
import { inflateSync } from 'node:zlib'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ORIGIN, client, signIn, type Client, type Part } from '../../src/test/support/sandboxClient'
import { sandboxServer } from '../../src/test/support/msw'

const { store } = sandboxServer()
let editor: Client
let admin: Client

beforeAll(async () => {
  editor = await signIn('editor')
  admin = await signIn('admin')
})
beforeEach(() => store.reset())

function form(content: string | Uint8Array, filename: string, type: string): Part {
  return { field: 'file', filename, type, content }
}

/** Decodes the pixel rows of a PNG written by the sandbox (one IDAT chunk). */
function pngInfo(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const width = view.getUint32(16)
  const height = view.getUint32(20)
  const idatLength = view.getUint32(33)
  const raw = inflateSync(bytes.subarray(41, 41 + idatLength))
  return { signature: [...bytes.subarray(0, 8)], width, height, rawLength: raw.length }
}

test('a coupon file uploaded to a promotion downloads with its exact content as text', async () => {
  const coupons = 'TEST-AAA111\nTEST-BBB222\n'
  const upload = await editor.upload('/files/uploadTemp', form(coupons, 'codes.txt', 'text/plain'))
  expect(upload.status).toBe(200)
  const file = upload.body as { id: number; name: string }
  expect(file.name).toBe('codes.txt')

  const saved = await editor.post('/promotions', {
    title: 'Coupon test',
    insuranceId: 2,
    couponFileId: file.id,
    couponFileName: file.name,
  })
  expect(saved.status).toBe(200)
  const id = (saved.body as { id: number }).id

  const download = await editor.get(`/files/coupons?id=${id}`)
  expect(download.status).toBe(200)
  expect(download.headers.get('Content-Type')).toContain('text/plain')
  expect(download.text).toBe(coupons)
})

test('seeded promotions with coupons download them; one without answers 404', async () => {
  const withCoupon = store.records('promotions').find((p) => p.couponFileId)
  const without = store.records('promotions').find((p) => !p.couponFileId)
  const download = await editor.get(`/files/coupons?id=${withCoupon?.id}`)
  expect(download.text.split('\n')[0]).toMatch(new RegExp(`^${String(withCoupon?.code)}-[A-Z0-9]{6}$`))
  expect((await editor.get(`/files/coupons?id=${without?.id}`)).status).toBe(404)
  expect((await editor.get('/files/coupons?id=9999')).status).toBe(404)
})

test('a promotion cannot point at a file that was never uploaded', async () => {
  const answer = await editor.post('/promotions', { title: 'Bad file', insuranceId: 2, couponFileId: 999 })
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({ errors: { couponFileId: expect.any(String) } })
})

test('uploads without a file field answer 400; without a token 401', async () => {
  expect(
    (await editor.upload('/files/uploadTemp', { ...form('x', 'a.txt', 'text/plain'), field: 'other' })).status,
  ).toBe(400)
  expect((await client().upload('/files/uploadTemp', form('x', 'a.txt', 'text/plain'))).status).toBe(401)
  expect((await client().upload('/images/upload', form('x', 'a.png', 'image/png'))).status).toBe(401)
})

test('an uploaded image answers an absolute URL that serves the same bytes', async () => {
  const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4])
  const upload = await admin.upload('/images/upload', form(bytes, 'image.png', 'image/png'))
  expect(upload.status).toBe(200)
  const url = upload.body as string
  expect(url).toMatch(new RegExp(`^${ORIGIN}/sandbox-images/\\d+\\.png$`))
  const served = await fetch(url)
  expect(served.status).toBe(200)
  expect(served.headers.get('Content-Type')).toBe('image/png')
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
  expect((await fetch(`${ORIGIN}/sandbox-images/999.png`)).status).toBe(404)
  expect((await admin.upload('/images/upload', form('plain', 'notes.txt', 'text/plain'))).status).toBe(400)
})

test('seed image paths are served as valid 100×100 PNGs through the API to a signed-in user only', async () => {
  const url = (store.records('lexiconcategories')[0]?.image as { Url: string }).Url
  expect(url).toMatch(/^\/images\/seed\/.+\.png$/)
  expect((await fetch(`${ORIGIN}/api/v1${url}`)).status).toBe(401)
  const answer = await fetch(`${ORIGIN}/api/v1${url}`, {
    headers: { Authorization: `Bearer ${store.issueToken('editor')}` },
  })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('Content-Type')).toBe('image/png')
  const info = pngInfo(new Uint8Array(await answer.arrayBuffer()))
  expect(info).toEqual({
    signature: [137, 80, 78, 71, 13, 10, 26, 10],
    width: 100,
    height: 100,
    rawLength: 100 * (1 + 300),
  })
})

test('dictionaries, servings and the dashboard answer their seed shapes', async () => {
  const insurance = await editor.get('/dictionaries/insurance')
  expect(insurance.body).toEqual(expect.arrayContaining([{ id: 3, name: 'TK Techniker Krankenkasse' }]))
  for (const kind of ['diet', 'goal', 'indication', 'insurance', 'motivation', 'optimisation', 'target']) {
    const list = (await editor.get(`/dictionaries/${kind}`)).body as { id: number; name: string }[]
    expect(list.length).toBeGreaterThan(4)
  }
  expect((await editor.get('/dictionaries/unknown')).status).toBe(404)
  expect((await editor.get('/servings')).body).toEqual(
    expect.arrayContaining([
      { id: 1, name: 'Gram' },
      { id: 2, name: 'Piece' },
    ]),
  )
  const dashboard = (await editor.get('/dashboard/')).body as { totalUsers: { date: string; total: number }[] }
  expect(dashboard.totalUsers).toHaveLength(24)
  const totals = dashboard.totalUsers.map((p) => p.total)
  expect(totals).toEqual([...totals].sort((a, b) => a - b))
  expect(dashboard.totalUsers.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.date))).toBe(true)
})

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])

describe('uploads are images by their bytes', () => {
  test.each([
    ['an SVG with a script', SVG, 'image/svg+xml', 'x.svg'],
    ['an SVG claiming to be a PNG', SVG, 'image/png', 'x.png'],
    ['HTML claiming to be a JPEG', '<html><script>alert(1)</script></html>', 'image/jpeg', 'x.jpg'],
    ['text without a type', 'hello', '', 'x'],
  ])('%s is refused with 400 and nothing is stored', async (_name, content, type, filename) => {
    const before = store.state.images.length
    const upload = await editor.upload('/images/upload', form(content, filename, type))
    expect(upload.status).toBe(400)
    expect(upload.body).toEqual({ message: 'The file must be a PNG, JPEG, GIF or WebP image.' })
    expect(store.state.images).toHaveLength(before)
  })

  test.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'jpg', 'image/jpeg'],
    ['GIF', new TextEncoder().encode('GIF89a\x01\x00'), 'gif', 'image/gif'],
    ['WebP', new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 '), 'webp', 'image/webp'],
  ])(
    'a %s is stored and served as what its bytes are, whatever the client said, with nosniff',
    async (_name, bytes, extension, type) => {
      const upload = await editor.upload('/images/upload', form(bytes, 'picture.svg', 'image/svg+xml'))
      expect(upload.status).toBe(200)
      expect(upload.body).toMatch(new RegExp(`/sandbox-images/\\d+\\.${extension}$`))
      const served = await fetch(upload.body as string)
      expect(served.headers.get('Content-Type')).toBe(type)
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    },
  )

  test('an SVG stored before this rule (an old data file) is not served', async () => {
    store.state.images.push({ id: 900, name: 'old.svg', type: 'image/svg+xml', base64: btoa(SVG) })
    expect((await fetch(`${ORIGIN}/sandbox-images/900.svg+xml`)).status).toBe(404)
  })
})

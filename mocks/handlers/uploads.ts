import { http, HttpResponse } from 'msw'
import { seedPicture } from '../images/picture'
import { base64ToBytes, bytesToBase64 } from '../store/base64'
import type { SandboxStore } from '../store/store'
import { API, authorize } from './context'
import { NOT_AN_IMAGE, sniffImageType } from './imageType'

/** Uploads live in the persisted store (localStorage in the browser), so they are kept small. */
export const MAX_UPLOAD_BYTES = 1024 * 1024
/** Where uploaded images are served; absolute URLs built on the request's origin (see docs/decisions.md, "Images"). */
export const UPLOADED_IMAGE_PATH = '/sandbox-images/'

const STORAGE_FULL = 'The sandbox storage is full; reset it with ?sandbox-reset.'

function message(status: number, text: string) {
  return HttpResponse.json({ message: text }, { status })
}

interface UploadedFile {
  name: string
  type: string
  bytes: Uint8Array
}

/** Blob-like by shape: the runtime's FormData may hand out a File class other than the global one (jsdom, undici). */
function isBlobLike(value: unknown): value is Blob & { name?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function'
}

/** The multipart field `file`, or a 400 answer. */
async function uploadedFile(request: Request): Promise<UploadedFile | Response> {
  const form = await request.formData().catch(() => null)
  const file = form?.get('file')
  if (!isBlobLike(file)) return message(400, 'Send the file as multipart form data in the field "file".')
  if (file.size === 0) return message(400, 'The file is empty.')
  if (file.size > MAX_UPLOAD_BYTES) return message(400, `The file is larger than ${MAX_UPLOAD_BYTES / 1024} KB.`)
  const name = typeof file.name === 'string' && file.name ? file.name : 'upload'
  return { name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }
}

/** Every file answer says its type is final (nosniff): a browser never reads one as HTML or script. */
function binary(bytes: Uint8Array<ArrayBuffer>, type: string, headers: Record<string, string> = {}) {
  return new HttpResponse(bytes, {
    headers: { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', ...headers },
  })
}

/** Temp files, coupon download, image upload and the image server. */
export function uploadHandlers(store: SandboxStore) {
  const seedPicturePng = (params: Record<string, string | readonly string[] | undefined>) =>
    binary(seedPicture(String(params.file ?? '').replace(/\.png$/, '')), 'image/png')
  return [
    http.post(`${API}/files/uploadTemp`, async ({ request }) => {
      const account = authorize(store, request)
      if (account instanceof Response) return account
      const file = await uploadedFile(request)
      if (file instanceof Response) return file
      store.refresh()
      const stored = store.addFile({
        name: file.name,
        type: file.type || 'application/octet-stream',
        base64: bytesToBase64(file.bytes),
      })
      if (!stored) return message(400, STORAGE_FULL)
      return HttpResponse.json({ id: stored.id, name: stored.name })
    }),

    http.get(`${API}/files/coupons`, ({ request }) => {
      const account = authorize(store, request)
      if (account instanceof Response) return account
      const raw = new URL(request.url).searchParams.get('id') ?? ''
      if (!/^\d+$/.test(raw)) return message(400, 'id must be a promotion id.')
      const promotion = store.find('promotions', Number(raw))
      if (!promotion) return message(404, `There is no promotion with id ${raw}.`)
      const file = typeof promotion.couponFileId === 'number' ? store.file(promotion.couponFileId) : undefined
      if (!file) return message(404, 'This promotion has no coupon file.')
      return binary(base64ToBytes(file.base64), 'text/plain; charset=utf-8', {
        'Content-Disposition': 'attachment; filename="file.txt"',
      })
    }),

    http.post(`${API}/images/upload`, async ({ request }) => {
      const account = authorize(store, request)
      if (account instanceof Response) return account
      const file = await uploadedFile(request)
      if (file instanceof Response) return file
      const type = sniffImageType(file.bytes)
      if (!type) return message(400, NOT_AN_IMAGE)
      store.refresh()
      const stored = store.addImage({ name: file.name, type: type.mime, base64: bytesToBase64(file.bytes) })
      if (!stored) return message(400, STORAGE_FULL)
      return HttpResponse.json(`${new URL(request.url).origin}${UPLOADED_IMAGE_PATH}${stored.id}.${type.extension}`)
    }),

    // Images are public, as <img> tags send no token. The type is the bytes' again: a file stored before uploads
    // were sniffed (an SVG in an old data file) is not served. The CSP keeps an image opened on its own inert.
    http.get(`*${UPLOADED_IMAGE_PATH}:file`, ({ params }) => {
      store.refresh()
      const id = /^(\d+)\./.exec(String(params.file))?.[1]
      const image = id ? store.image(Number(id)) : undefined
      const bytes = image ? base64ToBytes(image.base64) : undefined
      const type = bytes && sniffImageType(bytes)
      if (!bytes || !type) return new HttpResponse(null, { status: 404 })
      return binary(bytes, type.mime, { 'Content-Security-Policy': "default-src 'none'; sandbox" })
    }),
    // Seed pictures: relative paths in the seed, fetched through the API client with the token;
    // like every image call they need a sign-in.
    http.get(`${API}/images/seed/:file`, ({ request, params }) => {
      const account = authorize(store, request)
      return account instanceof Response ? account : seedPicturePng(params)
    }),
    http.get(`*${UPLOADED_IMAGE_PATH}seed/:file`, ({ params }) => seedPicturePng(params)),
  ]
}

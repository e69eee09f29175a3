import * as z from 'zod/mini'
import { isApiError } from './errors'
import { request, requestResponse } from './http'
import type { Id } from './queryKeys'

const uploadedFile = z.looseObject({ id: z.union([z.number(), z.string()]), name: z.string() })
export type UploadedFile = z.infer<typeof uploadedFile>

function sendFile(file: File, onUploadProgress?: (fraction: number) => void): Promise<UploadedFile> {
  const body = new FormData()
  body.append('file', file, file.name)
  return request('/files/uploadTemp', { method: 'post', body, schema: uploadedFile, onUploadProgress })
}

/**
 * POST /files/uploadTemp with multipart field `file`; answers { id, name } (see docs/decisions.md, "Promotion
 * coupons"). Progress needs a streamed request body, which some browsers lack and Chromium sends only over HTTP/2; such
 * a failure happens before anything is sent, so the upload is made again without progress (see docs/decisions.md,
 * "Upload progress").
 */
export async function uploadTempFile(file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile> {
  if (!onProgress) return sendFile(file)
  try {
    return await sendFile(file, onProgress)
  } catch (e) {
    if (isApiError(e) && e.kind === 'network') return sendFile(file)
    throw e
  }
}

/** GET /files/coupons?id=<promotion id>: the coupon file's content. */
export async function fetchCouponFile(promotionId: Id): Promise<Blob> {
  const response = await requestResponse('/files/coupons', { query: `id=${encodeURIComponent(String(promotionId))}` })
  return response.blob()
}

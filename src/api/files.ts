import { z } from 'zod'
import { request, requestResponse } from './http'
import type { Id } from './queryKeys'

const uploadedFile = z.looseObject({ id: z.union([z.number(), z.string()]), name: z.string() })
export type UploadedFile = z.infer<typeof uploadedFile>

/** POST /files/uploadTemp with multipart field `file`; answers { id, name } (design §8.22). */
export function uploadTempFile(file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile> {
  const body = new FormData()
  body.append('file', file, file.name)
  return request('/files/uploadTemp', { method: 'post', body, schema: uploadedFile, onUploadProgress: onProgress })
}

/** GET /files/coupons?id=<promotion id>: the coupon file's content. */
export async function fetchCouponFile(promotionId: Id): Promise<Blob> {
  const response = await requestResponse('/files/coupons', { query: `id=${encodeURIComponent(String(promotionId))}` })
  return response.blob()
}

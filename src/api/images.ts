import * as z from 'zod/mini'
import { API_PREFIX, IMAGE_TYPE } from '@/config'
import { MESSAGES } from '@/i18n/messages'
import { ApiError } from './errors'
import { requestResponse } from './http'

/** The upload answer is "probably the image address": a bare string, or an object carrying it. */
const uploadAnswer = z.union([
  z.string().check(z.minLength(1)),
  z.pipe(
    z.looseObject({ Url: z.string().check(z.minLength(1)) }),
    z.transform((a) => a.Url),
  ),
  z.pipe(
    z.looseObject({ url: z.string().check(z.minLength(1)) }),
    z.transform((a) => a.url),
  ),
])

function readAnswer(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    // A bare address is one token; broken JSON or prose is no address (it would become the image's Url).
    const bare = text.trim()
    return /^[{["]/.test(bare) || /\s/.test(bare) ? undefined : bare
  }
}

/** POST /images/upload with multipart field `file`; answers the image's address. */
export async function uploadImage(image: Blob, signal?: AbortSignal): Promise<string> {
  const body = new FormData()
  body.append('file', image, `image.${IMAGE_TYPE.split('/')[1]}`)
  const response = await requestResponse('/images/upload', { method: 'post', body, signal })
  const parsed = uploadAnswer.safeParse(readAnswer(await response.text()))
  if (!parsed.success) throw new ApiError('malformed', MESSAGES.malformed, { status: response.status })
  return parsed.data
}

export function isAbsoluteUrl(url: string): boolean {
  return /^(https?:|data:|blob:)/i.test(url)
}

/** A stored image by its relative path, fetched with the session's token (see docs/decisions.md, "Images"). */
export async function fetchImageBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const withoutPrefix = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path
  const response = await requestResponse(withoutPrefix, { signal })
  return response.blob()
}

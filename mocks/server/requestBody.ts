/** Reads a request body with a size limit, so no request can make the server buffer more than it will accept. */
import type { IncomingMessage } from 'node:http'
import { MAX_UPLOAD_BYTES } from '../handlers/uploads'

/** JSON bodies: far above any valid record (text fields are limited, rich text to 100,000 characters). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024
/** Multipart bodies: the file limit plus room for the part headers; the upload handler checks the file itself. */
export const MAX_MULTIPART_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

export function bodyLimit(req: IncomingMessage): number {
  return /^multipart\//i.test(req.headers['content-type'] ?? '') ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES
}

export const tooLargeMessage = (limit: number) => `The request body is larger than ${Math.floor(limit / 1024)} KB.`

/**
 * The body; 'too large' once it passes the limit (the rest is then discarded unread); 'gone' when the client closed
 * before sending it whole (nobody is left to answer, and it is no failure of the server's).
 */
export async function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too large' | 'gone'> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return 'too large'
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > limit) return 'too large'
      chunks.push(chunk as Buffer)
    }
  } catch {
    return 'gone'
  }
  return Buffer.concat(chunks)
}

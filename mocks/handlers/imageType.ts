/**
 * What an upload is, read from its first bytes, never from the client's word (a type or name can lie): the console's images
 * are cropped PNGs; JPEG, GIF and WebP are accepted too. SVG (a document that can run script) and anything else is
 * not an image here.
 */
export interface ImageType {
  mime: string
  extension: string
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b)

export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' }
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return { mime: 'image/gif', extension: 'gif' }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { mime: 'image/webp', extension: 'webp' }
  return undefined
}

export const NOT_AN_IMAGE = 'The file must be a PNG, JPEG, GIF or WebP image.'

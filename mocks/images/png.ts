/** A tiny PNG encoder (RGB, stored deflate blocks) so the sandbox can serve pictures in the browser and in Node. */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}

function u32(n: number): number[] {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array(4 + data.length)
  for (let i = 0; i < 4; i++) typed[i] = type.charCodeAt(i)
  typed.set(data, 4)
  const out = new Uint8Array(12 + data.length)
  out.set(u32(data.length), 0)
  out.set(typed, 4)
  out.set(u32(crc32(typed)), 8 + data.length)
  return out
}

/** zlib stream of uncompressed deflate blocks (at most 65535 bytes each). */
function zlibStored(raw: Uint8Array): Uint8Array {
  const parts: number[] = [0x78, 0x01]
  for (let offset = 0; offset < raw.length || offset === 0; offset += 65535) {
    const block = raw.subarray(offset, offset + 65535)
    const last = offset + 65535 >= raw.length ? 1 : 0
    parts.push(last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff)
    for (const b of block) parts.push(b)
    if (raw.length === 0) break
  }
  parts.push(...u32(adler32(raw)))
  return Uint8Array.from(parts)
}

export type Rgb = readonly [number, number, number]

/** Encodes width × height pixels given by `pixel(x, y)` as a PNG file. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (1 + width * 3))
  let i = 0
  for (let y = 0; y < height; y++) {
    raw[i++] = 0 // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y)
      raw[i++] = r
      raw[i++] = g
      raw[i++] = b
    }
  }
  const header = Uint8Array.from([...u32(width), ...u32(height), 8, 2, 0, 0, 0])
  const signature = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])
  const parts = [signature, chunk('IHDR', header), chunk('IDAT', zlibStored(raw)), chunk('IEND', new Uint8Array())]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const p of parts) {
    out.set(p, offset)
    offset += p.length
  }
  return out
}

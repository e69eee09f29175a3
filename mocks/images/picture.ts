import { encodePng, type Rgb } from './png'

export const SEED_IMAGE_SIZE = 100

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/**
 * A deterministic placeholder picture for a seed record: a coloured tile with a plate-like disc and a stripe,
 * its colours derived from the name, so every record's image looks different without any network.
 */
export function seedPicture(name: string): Uint8Array<ArrayBuffer> {
  const h = hash(name)
  const hue = h % 360
  const background = hsl(hue, 0.55, 0.55)
  const disc = hsl((hue + 40) % 360, 0.6, 0.85)
  const stripe = hsl((hue + 180) % 360, 0.5, 0.4)
  const size = SEED_IMAGE_SIZE
  const cx = size / 2
  const cy = size / 2
  const radius = size * (0.28 + ((h >>> 9) % 10) / 100)
  const stripeAt = (h >>> 13) % 60
  return encodePng(size, size, (x, y) => {
    const dx = x - cx
    const dy = y - cy
    if (dx * dx + dy * dy <= radius * radius) return disc
    if (Math.abs(x + y - 60 - stripeAt) < 6) return stripe
    return background
  })
}

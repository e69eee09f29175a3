import type { NamedItem, SandboxRecord } from '../store/types'

/** Seeded PRNG (mulberry32): the same seed gives the same sandbox on every machine. */
export function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
  }
}

/** Path of a generated seed picture; relative, so the console fetches it through the API. */
export const SEED_IMAGE_PREFIX = '/images/seed/'

export function seedImage(slug: string): { Url: string } {
  return { Url: `${SEED_IMAGE_PREFIX}${slug}.png` }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function named(names: readonly string[]): NamedItem[] {
  return names.map((name, i) => ({ id: i + 1, name }))
}

/** Numbers rows 1…n in order, keeping any fields given. */
export function numbered<T extends Omit<SandboxRecord, 'id'>>(rows: readonly T[], firstId = 1): (T & { id: number })[] {
  return rows.map((row, i) => ({ ...row, id: firstId + i }))
}

export function paragraphs(...texts: string[]): string {
  return texts.map((t) => `<p>${t}</p>`).join('')
}

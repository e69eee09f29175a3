import type { SandboxRecord } from '../store/types'

/**
 * A record's version for optimistic concurrency (`ETag` on GET and on a write's answer, `If-Match` on PUT): a hash of
 * the stored record, hidden fields included. It needs no column in either store, and two saves that leave a record
 * exactly as it was give the same version, which is harmless: nothing a reader saw has changed. Two FNV-1a passes
 * with different offsets make 64 bits, so an unrelated change that keeps the version is not a practical worry.
 */
export function versionOf(record: SandboxRecord): string {
  const text = canonical(record)
  let a = 0x811c9dc5
  let b = 0x01000193 ^ 0x5bd1e995
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15)
  }
  return `"${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}"`
}

/** JSON with every object's keys sorted, so a record's version does not depend on the order its fields were set in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/**
 * Whether a PUT's `If-Match` allows the write: absent (a client that read no version, as the spec's API has none) or
 * `*` passes; otherwise one of its listed tags must be the record's version. Weak tags (`W/"…"`) compare by their
 * opaque part, as the header's weak comparison does.
 */
export function ifMatchAllows(header: string | null, current: string): boolean {
  if (header === null || header.trim() === '' || header.trim() === '*') return true
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(current)
}

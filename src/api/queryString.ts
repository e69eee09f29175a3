/**
 * GET query strings in qs's dotted object notation (the backend's format, `qs.stringify(query, { allowDots: true,
 * skipNulls: true })`), written out because list params are flat and the qs package with its helpers weighs ~12 KB gzip
 * on every list's first load (see docs/decisions.md, "First-load budgets"). queryString.test.ts checks it against qs
 * itself on generated objects (qs is a dev dependency only).
 */

export type QueryValue = string | number | boolean | null | undefined | QueryObject
export interface QueryObject {
  [key: string]: QueryValue
}

/** encodeURIComponent plus the RFC 3986 reserved characters it leaves alone, as qs encodes. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

function pairs(prefix: string, value: QueryValue, out: string[]) {
  if (value === null || value === undefined) return
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) pairs(`${prefix}.${key}`, inner, out)
    return
  }
  out.push(`${encode(prefix)}=${encode(String(value))}`)
}

/** `{ take: 7, filter: { state: '0' } }` → `take=7&filter.state=0`; null and undefined are left out. */
export function dottedQuery(query: QueryObject): string {
  const out: string[] = []
  for (const [key, value] of Object.entries(query)) pairs(key, value, out)
  return out.join('&')
}

import type { SandboxRecord } from '../store/types'
import type { ResourceSpec } from './resourceTable'

export interface ListAnswer {
  values: SandboxRecord[]
  total: number
}

/** Largest page a list answers (the console asks for 7 to 20) and farthest skip: bounds what one request costs. */
export const MAX_TAKE = 1000
export const MAX_SKIP = 1_000_000_000

function pagingNumber(params: URLSearchParams, key: string, max: number): number | undefined | string {
  const raw = params.get(key)
  if (raw === null || raw === '') return undefined
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  return value <= max ? value : `${key} must be a whole number from 0 to ${max}`
}

function plainText(value: string): string {
  return value.includes('<') ? value.replace(/<[^>]*>/g, ' ') : value
}

/** Case-insensitive substring across the record's text values (HTML without its tags); hidden fields never count. */
function matchesSearch(record: SandboxRecord, term: string, hidden: readonly string[]): boolean {
  return Object.entries(record).some(
    ([field, value]) =>
      typeof value === 'string' && !hidden.includes(field) && plainText(value).toLowerCase().includes(term),
  )
}

/**
 * Applies a list query (the spec's take, skip, search, parent key and extra filter) to a collection, newest first
 * (see docs/decisions.md, "Paging, search and order"). Returns a message when a parameter is malformed.
 */
export function queryList(
  spec: ResourceSpec,
  rows: readonly SandboxRecord[],
  params: URLSearchParams,
): ListAnswer | string {
  const take = pagingNumber(params, 'take', MAX_TAKE)
  const skip = pagingNumber(params, 'skip', MAX_SKIP) ?? 0
  if (typeof take === 'string') return take
  if (typeof skip === 'string') return skip

  const predicates: ((r: SandboxRecord) => boolean)[] = []
  const term = params.get('search')?.trim().toLowerCase()
  if (term) predicates.push((r) => matchesSearch(r, term, spec.hidden ?? []))

  const parentKey = spec.parent?.key
  const parentValue = parentKey ? params.get(parentKey) : null
  if (parentKey && parentValue) {
    if (!/^\d+$/.test(parentValue)) return `${parentKey} must be an id`
    predicates.push((r) => String(r[parentKey]) === parentValue)
  }

  for (const [key, filter] of Object.entries(spec.filters ?? {})) {
    const value = params.get(key)
    if (value === null || value === '') continue
    const predicate = filter(value)
    if (typeof predicate === 'string') return predicate
    predicates.push(predicate)
  }

  const matching = rows.filter((r) => predicates.every((p) => p(r))).sort((a, b) => b.id - a.id)
  const values = matching.slice(skip, take === undefined ? undefined : skip + take)
  return { values, total: matching.length }
}

import type { SandboxRecord } from '../store/types'
import type { ResourceSpec } from './resourceTable'

export interface ListAnswer {
  values: SandboxRecord[]
  total: number
}

function nonNegativeInt(params: URLSearchParams, key: string): number | undefined | string {
  const raw = params.get(key)
  if (raw === null || raw === '') return undefined
  return /^\d+$/.test(raw) ? Number(raw) : `${key} must be a whole number of 0 or more`
}

function plainText(value: string): string {
  return value.includes('<') ? value.replace(/<[^>]*>/g, ' ') : value
}

/** Case-insensitive substring across the record's text values (HTML without its tags); hidden fields never count. */
function matchesSearch(record: SandboxRecord, term: string, hidden: readonly string[]): boolean {
  return Object.entries(record).some(
    ([field, value]) => typeof value === 'string' && !hidden.includes(field) && plainText(value).toLowerCase().includes(term),
  )
}

/**
 * Applies a list query (spec §7: take, skip, search, parent key, extra filter) to a collection: newest first
 * (design §8.7). Returns a message when a parameter is malformed.
 */
export function queryList(spec: ResourceSpec, rows: readonly SandboxRecord[], params: URLSearchParams): ListAnswer | string {
  const take = nonNegativeInt(params, 'take')
  const skip = nonNegativeInt(params, 'skip') ?? 0
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

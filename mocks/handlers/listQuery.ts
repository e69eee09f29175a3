import type { ListQuery } from '../store/listQuery'
import type { ResourceSpec } from './resourceTable'

/** Largest page a list answers (the console asks for 7 to 20) and farthest skip: bounds what one request costs. */
export const MAX_TAKE = 1000
export const MAX_SKIP = 1_000_000_000

function pagingNumber(params: URLSearchParams, key: string, max: number): number | undefined | string {
  const raw = params.get(key)
  if (raw === null || raw === '') return undefined
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  return value <= max ? value : `${key} must be a whole number from 0 to ${max}`
}

/**
 * Reads a list request's parameters (take, skip, search, parent key, extra filter); the store answers it, newest
 * first (see docs/decisions.md, "Paging, search and order"). Returns a message when a parameter is malformed.
 */
export function parseListQuery(spec: ResourceSpec, params: URLSearchParams): ListQuery | string {
  const take = pagingNumber(params, 'take', MAX_TAKE)
  const skip = pagingNumber(params, 'skip', MAX_SKIP) ?? 0
  if (typeof take === 'string') return take
  if (typeof skip === 'string') return skip

  const query: ListQuery = { take, skip, hidden: spec.hidden ?? [], filters: [] }
  const term = params.get('search')?.trim().toLowerCase()
  if (term) query.term = term

  const parentKey = spec.parent?.key
  const parentValue = parentKey ? params.get(parentKey) : null
  if (parentKey && parentValue) {
    if (!/^\d+$/.test(parentValue)) return `${parentKey} must be an id`
    query.parent = { key: parentKey, value: parentValue }
  }

  const filters: ListQuery['filters'][number][] = []
  for (const [key, filter] of Object.entries(spec.filters ?? {})) {
    const value = params.get(key)
    if (value === null || value === '') continue
    const predicate = filter(value)
    if (typeof predicate === 'string') return predicate
    filters.push(predicate)
  }
  return { ...query, filters }
}

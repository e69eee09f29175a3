import type { ListQuery } from '../store/listQuery'
import type { ResourceSpec } from './resourceTable'

/**
 * Largest page a list answers and farthest skip: bounds what one request costs. The console asks for at most
 * EXPORT_TAKE (100, an export's or select-all's page; a screen's page is 7 to 20), so this leaves room to spare.
 */
export const MAX_TAKE = 1000
export const MAX_SKIP = 1_000_000_000

/**
 * A paging number given at most once; `required`: given, so no list answers every record at once (the console
 * always sends take).
 */
function pagingNumber(
  params: URLSearchParams,
  key: string,
  max: number,
  required: boolean,
): number | undefined | string {
  const given = params.getAll(key)
  const raw = given[0]
  const wanted = `${key} must be a whole number from 0 to ${max}`
  if (given.length > 1) return `${wanted}, given once`
  if (raw === undefined || raw === '') return required ? `${wanted}; it is required` : undefined
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  return value <= max ? value : wanted
}

/**
 * Reads a list request's parameters (take, skip, search, parent key, extra filter); the store answers it, newest
 * first (see docs/decisions.md, "Paging, search and order"). Returns a message when a parameter is malformed.
 */
export function parseListQuery(spec: ResourceSpec, params: URLSearchParams): ListQuery | string {
  const take = pagingNumber(params, 'take', MAX_TAKE, true) ?? 0
  const skip = pagingNumber(params, 'skip', MAX_SKIP, false) ?? 0
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
  const asked: string[] = []
  for (const [key, filter] of Object.entries(spec.filters ?? {})) {
    const value = params.get(key)
    if (value === null || value === '') continue
    const predicate = filter(value)
    if (typeof predicate === 'string') return predicate
    filters.push(predicate)
    asked.push(`${key}=${encodeURIComponent(value)}`)
  }
  return filters.length > 0 ? { ...query, filters, filterKey: asked.join('&') } : { ...query, filters }
}

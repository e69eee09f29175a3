import { z } from 'zod'
import type { AnyResource } from './types'

/** The edit dialog's state in the URL: a record id, or 'new' for Add (reload-safe). */
export const NEW_RECORD = 'new'

const page = z.coerce.number().int().min(1).default(1).catch(1)
const search = z.string().default('').catch('')
const edit = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined)

/**
 * A list route's search params: page, search, the open dialog, and each filter with its initial value
 * (design §3: page, search and filters live in the URL).
 */
export function listSearchSchema(resource: AnyResource) {
  const filters: Record<string, z.ZodType<string, string | undefined>> = {}
  for (const f of resource.filters ?? []) {
    const initial = f.initial ?? ''
    filters[f.name] = z.coerce.string().default(initial).catch(initial) as z.ZodType<string, string | undefined>
  }
  return z.object({ page, search, edit, ...filters })
}

export interface ListSearch {
  page: number
  search: string
  edit?: string
  [filter: string]: string | number | undefined
}

/** Reads the current search params through the resource's schema (the screen is not bound to one route). */
export function readListSearch(resource: AnyResource, raw: unknown): ListSearch {
  return listSearchSchema(resource).parse(raw ?? {}) as ListSearch
}

/** The extra filters as sent: '' = All = absent (design §8.9). */
export function filterValues(resource: AnyResource, search: ListSearch): Record<string, string> {
  const out: Record<string, string> = {}
  for (const f of resource.filters ?? []) {
    const v = search[f.name]
    if (typeof v === 'string' && v !== '') out[f.name] = v
  }
  return out
}

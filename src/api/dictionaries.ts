import * as z from 'zod/mini'
import { request } from './http'
import type { DictionaryKind } from './queryKeys'

const namedItem = z.looseObject({ id: z.union([z.number(), z.string()]), name: z.optional(z.nullable(z.string())) })
export type NamedItem = z.infer<typeof namedItem>

const namedList = z.array(namedItem)

/** GET /dictionaries/{kind}: a list of { id, name }. */
export function fetchDictionary(kind: DictionaryKind, signal?: AbortSignal): Promise<NamedItem[]> {
  return request(`/dictionaries/${kind}`, { schema: namedList, signal })
}

/** GET /servings: the portions' serving options, also { id, name }. */
export function fetchServings(signal?: AbortSignal): Promise<NamedItem[]> {
  return request('/servings', { schema: namedList, signal })
}

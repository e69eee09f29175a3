import type { NamedItem } from '@/api/dictionaries'
import type { Id } from '@/api/queryKeys'

/**
 * The insurance name of a record: from the insurance dictionary by id (ids compared as text, as servers mix
 * numbers and strings), else the record's own name, else empty.
 */
export function resolveInsuranceName(
  dictionary: readonly NamedItem[] | undefined,
  id: Id | null | undefined,
  fallback?: string | null,
): string {
  if (id !== null && id !== undefined && dictionary) {
    const hit = dictionary.find((item) => String(item.id) === String(id))
    if (hit?.name) return hit.name
  }
  return fallback ?? ''
}

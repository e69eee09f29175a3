import type { QueryClient } from '@tanstack/react-query'
import type { Page } from '@/api/crud'
import { queryKeys, type Id } from '@/api/queryKeys'
import type { BaseRecord } from '@/api/record'
import { formatNumber } from '@/i18n/format'
import { i18n } from '@/i18n/i18n'
import { clipText } from '@/ui/clippedText'

/** A record's name is at most this long in a control's name or a message; the rest is an ellipsis. */
export const RECORD_NAME_MAX = 60

/** What naming a record needs of its declaration; a declaration without a title property names records by id. */
export interface Nameable {
  name?: string
  suffix: string
  titleProperty?: string
}

/**
 * Characters that never belong in a name: controls (C0, DEL, C1) and the bidirectional embeddings, overrides and
 * isolates, which would reorder the sentence the name stands in ("Edit …" read backwards).
 */
// eslint-disable-next-line no-control-regex
const UNSPOKEN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * A title as plain text for a name: line breaks and runs of white space become one space, other controls go, the ends are
 * trimmed, and a long one is cut to `max` with an ellipsis. Markup stays as written: React shows it as text.
 */
export function plainName(text: string, max = RECORD_NAME_MAX): string {
  return clipText(text.replace(/\s+/g, ' ').replace(UNSPOKEN, '').trim(), max)
}

/** The record's title as plain text (see plainName), '' when it has none: no title property, or a blank one. */
export function recordTitle(resource: Pick<Nameable, 'titleProperty'>, record: BaseRecord, max = RECORD_NAME_MAX) {
  const value = resource.titleProperty === undefined ? undefined : record[resource.titleProperty]
  if (typeof value === 'number' && Number.isFinite(value)) return formatNumber(value)
  return typeof value === 'string' ? plainName(value, max) : ''
}

/** A record known by its id alone: "Portion 48" ("Portion 48" in German too: the suffix in the interface's language). */
export const idName = (resource: Pick<Nameable, 'suffix'>, id: Id) => `${i18n._(resource.suffix)} ${String(id)}`

/**
 * How every control and message names a record: its title ("Zucker"), else its suffix and id ("Portion 48"). The one
 * source of a record's name: row buttons, lock badge, toasts, delete and bulk texts, the palette.
 */
export function recordName(resource: Nameable, record: BaseRecord): string {
  return recordTitle(resource, record) || idName(resource, record.id)
}

const sameId = (a: Id, b: Id) => String(a) === String(b)

/**
 * A record's name when only its id is at hand (a lock freed, a live event): from the record's cached detail or any
 * cached page of its lists, else by id.
 */
export function cachedName(queryClient: QueryClient, resource: Nameable & { name: string }, id: Id): string {
  const detail = queryClient.getQueryData<BaseRecord>(queryKeys.detail(resource.name, id))
  if (detail) return recordName(resource, detail)
  for (const [, page] of queryClient.getQueriesData<Page<BaseRecord>>({ queryKey: queryKeys.lists(resource.name) })) {
    const record = page?.values.find((r) => sameId(r.id, id))
    if (record) return recordName(resource, record)
  }
  return idName(resource, id)
}

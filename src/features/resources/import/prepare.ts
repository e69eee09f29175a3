import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import type { FieldDef } from '@/features/forms/field'
import { dictionaryQuery, servingsQuery } from '@/features/forms/options'
import { readWholeList } from '../export/exportList'
import type { AnyResource, BaseRecord } from '../types'
import type { Choice, Lookups } from './cellValue'
import { headerKey, type Target } from './headers'

/** A select's options, each by its label in both languages and by its value. */
async function choicesOf(queryClient: QueryClient, field: FieldDef, languages: readonly I18n[]): Promise<Choice[]> {
  const source = field.options
  if (!source) return []
  const named = (id: Id, labels: readonly string[]): Choice => ({
    id,
    names: [...new Set([String(id), ...labels].map(headerKey))],
  })
  if (source.kind === 'static')
    return source.options.map((o) => named(o.value, [o.label, ...languages.map((l) => l._(o.label))]))
  const items = await queryClient.fetchQuery(
    source.kind === 'servings' ? servingsQuery() : dictionaryQuery(source.dictionary),
  )
  return items.map((item) => named(item.id, item.name ? [item.name] : []))
}

/** What the file's cells are read against: its selects' options, Yes and No in both languages. */
export async function loadLookups(
  queryClient: QueryClient,
  columns: readonly (Target | undefined)[],
  languages: readonly I18n[],
): Promise<Lookups> {
  const selects = columns.flatMap((t) =>
    t?.kind === 'field' && (t.field.input === 'select' || t.field.input === 'multiselect') ? [t.field] : [],
  )
  const choices = new Map(
    await Promise.all(selects.map(async (f) => [f.name, await choicesOf(queryClient, f, languages)] as const)),
  )
  const words = (text: string, extra: readonly string[]) =>
    new Set([...languages.map((l) => headerKey(l._(text))), ...extra])
  return { choices, yes: words('Yes', ['true', '1']), no: words('No', ['false', '0']) }
}

/**
 * Every record of the list under the parent on screen (no search, no filter), by id: what the file's ids may name. A
 * few list calls of EXPORT_TAKE records, as an export walks a list.
 */
export async function listById(
  queryClient: QueryClient,
  resource: AnyResource,
  parentId: Id | undefined,
  signal?: AbortSignal,
): Promise<Map<string, BaseRecord>> {
  const records = await readWholeList(queryClient, resource, { search: '', filter: {}, parentId }, { signal })
  return new Map(records.map((record) => [String(record.id), record]))
}

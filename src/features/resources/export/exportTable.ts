import type { NamedItem } from '@/api/dictionaries'
import type { DictionaryKind } from '@/api/queryKeys'
import { columnText } from '../columnText'
import type { AnyResource, BaseRecord, ColumnSpec } from '../types'

/** The dictionaries the columns show names from, by kind. */
export type Dictionaries = ReadonlyMap<DictionaryKind, readonly NamedItem[]>

const ID_COLUMN: ColumnSpec<BaseRecord> = { key: 'id', header: 'Id' }

/** What an export writes: the list's columns, the id first where the list does not show it. */
export function exportColumns(resource: AnyResource): readonly ColumnSpec<BaseRecord>[] {
  return resource.columns.some((c) => c.key === 'id') ? resource.columns : [ID_COLUMN, ...resource.columns]
}

/** The dictionaries those columns read. */
export function dictionariesOf(columns: readonly ColumnSpec<BaseRecord>[]): DictionaryKind[] {
  return [...new Set(columns.flatMap((c) => (c.dictionary ? [c.dictionary] : [])))]
}

/**
 * A record's cells, each as the list shows it (columnText.ts). A plain number stays a number, so the CSV writes it
 * with the locale's decimal mark and a spreadsheet reads it as one.
 */
export function exportCells(
  columns: readonly ColumnSpec<BaseRecord>[],
  record: BaseRecord,
  dictionaries: Dictionaries,
): (string | number)[] {
  return columns.map((spec) => {
    const value = record[spec.key]
    if (!spec.cell && typeof value === 'number') return value
    return columnText(spec, record, spec.dictionary ? dictionaries.get(spec.dictionary) : undefined)
  })
}

/** `<list>-YYYY-MM-DD.csv`, the date of the exporting computer's day. */
export function exportFileName(listName: string, now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${listName}-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.csv`
}

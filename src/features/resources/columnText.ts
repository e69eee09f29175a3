import type { NamedItem } from '@/api/dictionaries'
import type { BaseRecord, ColumnSpec } from './types'

/** Default cell text of a property. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return ''
}

/**
 * A declared column's text for a record, as the list shows it and the export writes it (one formatting for both):
 * the column's own `cell` (given the column's dictionary, once loaded), or the property as text.
 */
export function columnText(
  spec: ColumnSpec<BaseRecord>,
  record: BaseRecord,
  dictionary: readonly NamedItem[] | undefined,
): string {
  return spec.cell ? spec.cell(record, dictionary) : cellText(record[spec.key])
}

import type { NamedItem } from '@/api/dictionaries'
import { formatNumber } from '@/i18n/format'
import { i18n } from '@/i18n/i18n'
import type { BaseRecord, ColumnSpec } from './types'

/** Default cell text of a property, in the interface's language (Yes/No, a German decimal comma). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? i18n._('Yes') : i18n._('No')
  if (typeof value === 'number') return formatNumber(value)
  if (typeof value === 'string') return value
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

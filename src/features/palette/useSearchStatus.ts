import { useLingui } from '@lingui/react'
import type { PaletteSearch } from './usePaletteSearch'

/** The polite status under the box: searching, how many records were found, and lists that did not answer. */
export function useSearchStatus(text: string, search: PaletteSearch, found: number): string {
  const { _ } = useLingui()
  const term = text.trim()
  if (term === '') return ''
  if (term !== search.term || search.pending > 0) return _('Searching…')
  const failed = search.outcomes.filter((o) => 'error' in o).length
  const count =
    found === 0
      ? _('No records found')
      : found === 1
        ? _('1 record found')
        : _('{count} records found', { count: found })
  return failed === 0 ? count : `${count} ${_('{count} lists could not be searched.', { count: failed })}`
}

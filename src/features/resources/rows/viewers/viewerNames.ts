import type { Viewer } from '@/features/live/viewers'
import { i18n } from '@/i18n/i18n'

/** One viewer as a person reads it: the name and what they do ("Chris Chief (read-only)"); a list is just the name. */
export function viewerText(viewer: Viewer): string {
  if (viewer.mode === 'edit') return i18n._('{name} (editing)', { name: viewer.name })
  if (viewer.mode === 'read') return i18n._('{name} (read-only)', { name: viewer.name })
  return viewer.name
}

/** One list format per language: making one costs more than the rows' whole render. */
const formats = new Map<string, Intl.ListFormat>()

/** Everyone, in the language's list form ("A, B and C"). */
export function viewerList(viewers: readonly Viewer[]): string {
  const texts = viewers.map(viewerText)
  try {
    let format = formats.get(i18n.locale)
    if (!format) {
      format = new Intl.ListFormat(i18n.locale, { type: 'conjunction' })
      formats.set(i18n.locale, format)
    }
    return format.format(texts)
  } catch {
    return texts.join(', ')
  }
}

/**
 * How many records of each resource hold each text of one or two characters (UTF-16 code units) in their search
 * text: a search that short is too short for the trigram index, and its total is then one lookup, not a scan of
 * every record. A record counts once per text however often it holds it. Texts across the field separator are not
 * counted: a search never holds the separator (no stored text does).
 */
import { FIELD_SEPARATOR } from '../store/listQuery'

/** Terms up to this many code units are counted here. */
export const COUNTED_TERM_LENGTH = 2

const SEPARATOR = FIELD_SEPARATOR.charCodeAt(0)
const UNITS = 0x10000

/** A text of one or two code units as a number (cheaper to hash than a string): one unit below UNITS, two above. */
function keyOf(text: string): number {
  const first = text.charCodeAt(0)
  return text.length === 1 ? first : UNITS * (first + 1) + text.charCodeAt(1)
}

/** The distinct one- and two-unit texts of a search text, as keys. */
function shortTexts(text: string): Set<number> {
  const found = new Set<number>()
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit === SEPARATOR) continue
    found.add(unit)
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : SEPARATOR
    if (next !== SEPARATOR) found.add(UNITS * (unit + 1) + next)
  }
  return found
}

export interface ShortTermCounts {
  /** Records of the resource holding `term` (of at most COUNTED_TERM_LENGTH units). */
  count(resource: string, term: string): number
  /** A record's search text changed (undefined: it had none, or has none now). */
  change(resource: string, before: string | undefined, after: string | undefined): void
}

export function shortTermCounts(): ShortTermCounts {
  const byResource = new Map<string, Map<number, number>>()
  const countsOf = (resource: string) => {
    let counts = byResource.get(resource)
    if (!counts) byResource.set(resource, (counts = new Map()))
    return counts
  }
  return {
    count: (resource, term) => byResource.get(resource)?.get(keyOf(term)) ?? 0,
    change(resource, before, after) {
      if (before === after) return
      const counts = countsOf(resource)
      const gone = before === undefined ? new Set<number>() : shortTexts(before)
      const added = after === undefined ? new Set<number>() : shortTexts(after)
      for (const text of gone) {
        if (added.has(text)) continue
        const left = (counts.get(text) ?? 0) - 1
        if (left > 0) counts.set(text, left)
        else counts.delete(text)
      }
      for (const text of added) if (!gone.has(text)) counts.set(text, (counts.get(text) ?? 0) + 1)
    },
  }
}

/**
 * The records a list filter matches (the serving of portions, the state of promotions …), kept per resource and
 * filter until the next save: the next lists with that filter page those records, or walk only them for a search or
 * a parent, instead of asking the filter of every record. A filter is a predicate the declarations give, so no
 * database index can answer it; this one is built on first use. Any save, committed or not, drops them all: what a
 * filter matches may have changed.
 */
import { keptSearchText, type ListQuery } from '../store/listQuery'
import type { SandboxRecord } from '../store/types'

/** Filters kept at once; the oldest kept goes first. */
const KEPT = 16

/** A filter's matching records in ascending id order, and their search texts in the same order once asked. */
export interface FilterMatches {
  records: readonly SandboxRecord[]
  texts(): readonly string[]
}

export interface FilterIndex {
  /** The records of `rows` (ascending ids) that every filter of the query matches. */
  matches(resource: string, query: ListQuery, rows: readonly SandboxRecord[]): FilterMatches
  drop(): void
}

export function filterIndex(): FilterIndex {
  let kept = new Map<string, FilterMatches>()
  return {
    matches(resource, query, rows) {
      const key = query.filterKey === undefined ? undefined : `${resource}?${query.filterKey}`
      const found = key === undefined ? undefined : kept.get(key)
      if (found) return found
      const { filters, hidden } = query
      const records = rows.filter((record) => filters.every((matches) => matches(record)))
      let texts: readonly string[] | undefined
      const matched = { records, texts: () => (texts ??= records.map((r) => keptSearchText(r, hidden))) }
      if (key !== undefined) {
        if (kept.size >= KEPT) kept.delete(kept.keys().next().value ?? '')
        kept.set(key, matched)
      }
      return matched
    },
    drop() {
      if (kept.size > 0) kept = new Map()
    },
  }
}

/**
 * The local server's lists (take, skip, search, parent, filters), newest first, with the browser store's matching.
 * Every kind is answered without a scan of the collection in SQL and without parsing a stored body: the records
 * themselves come from memory (which holds every committed record, in ascending id order), the database's indexes
 * and the counts of short texts say which and how many.
 *
 * - nothing but a page: a slice of memory's records;
 * - a search of three characters or more: the trigram index (schema.ts), counted and paged as one rowid range;
 * - a search of one or two: its total from the short-text counts (shortTermCounts.ts), its page a walk from the
 *   newest record that stops once the page is full;
 * - a parent (with a search or not): the parent index's range;
 * - a filter (with anything): the records it matches (filterIndex.ts, kept until the next save), paged, or walked for
 *   a search or a parent, each record's search text kept.
 */
import type { StatementSync } from 'node:sqlite'
import { answerFromNewest, pageFromNewest, type ListAnswer, type ListQuery } from '../store/listQuery'
import { recordById } from '../store/recordIndex'
import type { SandboxRecord } from '../store/types'
import { ID_SPAN } from './schema'
import type { FilterMatches } from './filterIndex'
import { COUNTED_TERM_LENGTH } from './shortTermCounts'

/** The shortest term the trigram index can look up (in characters, as FTS5 counts them). */
const INDEXED_TERM_LENGTH = 3

export interface ListSources {
  sql(text: string): StatementSync
  /** The resource's code in the search index's rowids; undefined when it has none yet. */
  codeOf(resource: string): number | undefined
  /** The records memory holds, in ascending id order. */
  records(resource: string): readonly SandboxRecord[]
  /** Records of the resource whose search text holds this term of at most COUNTED_TERM_LENGTH code units. */
  countOf(resource: string, term: string): number
  /** The records every filter of the query matches, in ascending id order (filterIndex.ts). */
  filtered(resource: string, query: ListQuery, rows: readonly SandboxRecord[]): FilterMatches
}

/** A page of records in ascending id order, newest first, with no condition: a slice. */
function newest(rows: readonly SandboxRecord[], { take, skip }: ListQuery): ListAnswer {
  const end = Math.max(0, rows.length - skip)
  return { values: rows.slice(Math.max(0, end - take), end).reverse(), total: rows.length }
}

/** A search among a filter's matches: a walk from the newest over their search texts, counting every match. */
function searchOf({ records, texts }: FilterMatches, term: string, { take, skip }: ListQuery): ListAnswer {
  const held = texts()
  const values: SandboxRecord[] = []
  let total = 0
  for (let index = held.length - 1; index >= 0; index--) {
    if (!(held[index] as string).includes(term)) continue
    if (total >= skip && values.length < take) values.push(records[index] as SandboxRecord)
    total++
  }
  return { values, total }
}

const unfiltered = (query: ListQuery): ListQuery => ({ ...query, filters: [], filterKey: undefined })

const firstValue = (row: Record<string, unknown> | undefined) => Number(Object.values(row ?? {})[0])
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`

export function sqliteLists({ sql, codeOf, records, countOf, filtered }: ListSources) {
  const byIds = (resource: string, ids: readonly number[]) => {
    const rows = records(resource)
    return ids.map((id) => recordById(rows, id)).filter((r): r is SandboxRecord => r !== undefined)
  }

  /** A search alone, from the trigram index: the matches are one rowid range, counted and paged without a record. */
  function indexedSearch(resource: string, term: string, take: number, skip: number): ListAnswer {
    const code = codeOf(resource)
    if (code === undefined) return { values: [], total: 0 }
    const range = [phrase(term), code * ID_SPAN, (code + 1) * ID_SPAN - 1] as const
    const where = 'records_fts MATCH ? AND rowid BETWEEN ? AND ?'
    const total = firstValue(sql(`SELECT count(*) FROM records_fts WHERE ${where}`).get(...range))
    const rowids = sql(`SELECT rowid FROM records_fts WHERE ${where} ORDER BY rowid DESC LIMIT ? OFFSET ?`)
      .all(...range, take, skip)
      .map((row) => Number(row.rowid) - code * ID_SPAN)
    return { values: byIds(resource, rowids), total }
  }

  /** A parent's records, with a search or not, from the parent index. */
  function childList(resource: string, query: ListQuery, parent: string): ListAnswer {
    const params: (string | number)[] = [resource, parent]
    let condition = 'resource = ? AND parent = ?'
    if (query.term !== undefined) {
      condition += ' AND instr(search, ?) > 0'
      params.push(query.term)
    }
    const total = firstValue(sql(`SELECT count(*) FROM records WHERE ${condition}`).get(...params))
    const ids = sql(`SELECT id FROM records WHERE ${condition} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...params, query.take, query.skip)
      .map((row) => Number(row.id))
    return { values: byIds(resource, ids), total }
  }

  /**
   * Answers a list. The store never asks for a term holding a character no text holds (the field separator among
   * them), so a term is a substring of one field's text exactly when it is one of the search text.
   */
  return function list(resource: string, query: ListQuery): ListAnswer {
    const { term, parent, take, skip } = query
    const rows = records(resource)
    if (query.filters.length > 0) {
      // A filter's matches stand for the records: the rest of the query is asked of them alone.
      const matches = filtered(resource, query, rows)
      if (parent) return answerFromNewest(matches.records, unfiltered(query))
      return term === undefined ? newest(matches.records, query) : searchOf(matches, term, query)
    }
    if (parent) return childList(resource, query, parent.value)
    if (term === undefined) return newest(rows, query)
    if (term.length <= COUNTED_TERM_LENGTH) return pageFromNewest(rows, query, countOf(resource, term))
    if ([...term].length >= INDEXED_TERM_LENGTH) return indexedSearch(resource, term, take, skip)
    // Two characters beyond the 16-bit range (four code units): neither counted nor indexed, and rare.
    return answerFromNewest(rows, query)
  }
}

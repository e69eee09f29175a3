import type { SandboxRecord } from './types'

/** A list request, parsed: which records (search, parent, filters) and which page of them, newest first. */
export interface ListQuery {
  take: number
  skip: number
  /** Lower-case search term; absent: no search. */
  term?: string
  /** Fields a search never looks at. */
  hidden: readonly string[]
  /** The parent key and the id asked for (digits). */
  parent?: { key: string; value: string }
  /** The resource's extra filters, as predicates. */
  filters: readonly ((record: SandboxRecord) => boolean)[]
  /** The filters as asked ('filter=3'), the same text for the same predicates: what a store may keep answers under. */
  filterKey?: string
}

export interface ListAnswer {
  values: SandboxRecord[]
  total: number
}

/** Separates fields in a record's search text (a control character): no field's text runs into the next one's. */
export const FIELD_SEPARATOR = '\u001f'

function plainText(value: string): string {
  return value.includes('<') ? value.replace(/<[^>]*>/g, ' ') : value
}

/**
 * What a search looks at: the record's text values (HTML without its tags), lower-case, hidden fields left out.
 * A term is found in it exactly when it is found in one of those values (a term holding the separator aside).
 */
export function searchText(record: SandboxRecord, hidden: readonly string[]): string {
  const texts: string[] = []
  for (const [field, value] of Object.entries(record))
    if (typeof value === 'string' && !hidden.includes(field)) texts.push(plainText(value).toLowerCase())
  return texts.join(FIELD_SEPARATOR)
}

const searchTexts = new WeakMap<SandboxRecord, string>()

/**
 * A record's search text, kept while the record lives: a write replaces a stored record with a new object, so the
 * kept text is never stale, and a list asking again only looks for its term.
 */
export function keptSearchText(record: SandboxRecord, hidden: readonly string[]): string {
  let text = searchTexts.get(record)
  if (text === undefined) {
    text = searchText(record, hidden)
    searchTexts.set(record, text)
  }
  return text
}

/**
 * The query's conditions as predicates, cheapest first. A term is in the search text exactly when it is in one of
 * the record's values: the store never asks for a term holding the separator (a character no text holds).
 */
function predicatesOf(query: ListQuery): ((record: SandboxRecord) => boolean)[] {
  const predicates = [...query.filters]
  const { term, parent } = query
  if (parent) predicates.push((r) => String(r[parent.key]) === parent.value)
  if (term) predicates.push((r) => keptSearchText(r, query.hidden).includes(term))
  return predicates
}

/** Answers a list query from records in ascending id order: a walk from the newest, counting every match. */
export function answerFromNewest(rows: readonly SandboxRecord[], query: ListQuery): ListAnswer {
  const predicates = predicatesOf(query)
  const { skip, take } = query
  const values: SandboxRecord[] = []
  let total = 0
  for (let index = rows.length - 1; index >= 0; index--) {
    const record = rows[index] as SandboxRecord
    if (!predicates.every((p) => p(record))) continue
    if (total >= skip && values.length < take) values.push(record)
    total++
  }
  return { values, total }
}

/**
 * The page of a query whose number of matches is known (`total`), from records in ascending id order: a walk from
 * the newest that stops once the page is full or every match was met.
 */
export function pageFromNewest(rows: readonly SandboxRecord[], query: ListQuery, total: number): ListAnswer {
  const predicates = predicatesOf(query)
  const { skip, take } = query
  const values: SandboxRecord[] = []
  const end = Math.min(total, skip + take)
  let matched = 0
  for (let index = rows.length - 1; index >= 0 && matched < end; index--) {
    const record = rows[index] as SandboxRecord
    if (!predicates.every((p) => p(record))) continue
    if (matched >= skip) values.push(record)
    matched++
  }
  return { values, total }
}

/** Answers a list query from the records in memory, in any order: newest (highest id) first. */
export function answerList(rows: readonly SandboxRecord[], query: ListQuery): ListAnswer {
  return answerFromNewest(
    rows.toSorted((a, b) => a.id - b.id),
    query,
  )
}

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

/** Case-insensitive substring across the record's text values; hidden fields never count. */
function matchesSearch(record: SandboxRecord, term: string, hidden: readonly string[]): boolean {
  return Object.entries(record).some(
    ([field, value]) =>
      typeof value === 'string' && !hidden.includes(field) && plainText(value).toLowerCase().includes(term),
  )
}

/** The query's conditions as predicates; `inSql` leaves out the ones a SQL store answers from its own columns. */
export function predicatesOf(query: ListQuery, inSql = false): ((record: SandboxRecord) => boolean)[] {
  const predicates = [...query.filters]
  const { term, parent } = query
  if (term && !(inSql && !term.includes(FIELD_SEPARATOR))) predicates.push((r) => matchesSearch(r, term, query.hidden))
  if (parent && !inSql) predicates.push((r) => String(r[parent.key]) === parent.value)
  return predicates
}

/** Answers a list query from the records in memory: newest (highest id) first. */
export function answerList(rows: readonly SandboxRecord[], query: ListQuery): ListAnswer {
  const predicates = predicatesOf(query)
  const matching = rows.filter((r) => predicates.every((p) => p(r))).sort((a, b) => b.id - a.id)
  const { skip, take } = query
  return { values: matching.slice(skip, skip + take), total: matching.length }
}

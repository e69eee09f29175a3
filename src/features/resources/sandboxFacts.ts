/**
 * What the sandbox server knows of a resource beyond its declaration (`features/<x>/sandbox.ts`, beside it): the kind
 * it checks each field for where the record schema is broader (rich text, whole numbers, dictionary ids, dates,
 * e-mail…), the required fields, uniqueness, what deleting a parent does to its children, derived fields, cross-field
 * checks and the filters' predicates. Types only: the app never loads these files; the sandbox (mocks/) reads them
 * through the registry's folders.
 */

/** What a field may hold; the sandbox answers 400 when a body breaks it. Null is always allowed unless required. */
export type FieldKind =
  | 'text'
  | 'html'
  | 'number'
  | 'integer'
  /** The forms' `decimal` rule: at least 0, at most MAX_DECIMALS decimals. */
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'image'
  | 'email'
  | 'roles'
  | 'password'
  /** Trimmed, unique without case, and not one of the sandbox accounts. */
  | 'username'
  | { ref: string }
  | { dictionary: string }
  | 'serving'
  | 'file'

/** One stored row as the facts see it; every record has a numeric id. */
export interface StoredRecord {
  id: number
  [field: string]: unknown
}

/** A list filter beyond search and parent: a predicate for the query value, or a message when the value is bad. */
export type ListFilter = (value: string) => ((record: StoredRecord) => boolean) | string

interface NamedItem {
  id: number
  name: string
}

/** The sandbox's reference data, which derived fields read (the sandbox store has these). */
export interface ReferenceData {
  dictionary(kind: string): readonly NamedItem[] | undefined
  readonly state: { readonly servings: readonly NamedItem[] }
}

export interface SandboxFacts {
  fields?: Record<string, FieldKind>
  required?: readonly string[]
  requiredOnCreate?: readonly string[]
  unique?: readonly string[]
  /** What deleting the parent does to the children; default cascade. */
  onDelete?: 'cascade' | 'detach'
  /** One predicate per declared filter (the declaration's `filters[].name`). */
  filters?: Record<string, ListFilter>
  /** Stored but never answered. */
  hidden?: readonly string[]
  /** Fields the server fills from others (names resolved from dictionaries). */
  derive?(record: StoredRecord, data: ReferenceData): void
  /** Rules across fields; field → message. */
  check?(record: StoredRecord): Record<string, string>
}

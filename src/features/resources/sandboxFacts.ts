import type { FieldKind } from './fieldKinds'

/**
 * What the sandbox server knows of a resource beyond its declaration (`features/<x>/sandbox.ts`, beside it):
 * uniqueness, what deleting a parent does to its children, derived fields, the filters' predicates, and a field kind
 * only where the sandbox checks more than the declaration says. Each field's kind, whether it is required and how it
 * compares with another come from the declaration (fieldKinds.ts), never from here. Types only: the app never loads
 * these files; the sandbox (mocks/) reads them through the registry's folders.
 */

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
  /** A sandbox-only refinement of a declared field's kind (users' `username`: not one of the sandbox accounts). */
  fields?: Record<string, FieldKind>
  unique?: readonly string[]
  /** What deleting the parent does to the children; default cascade. */
  onDelete?: 'cascade' | 'detach'
  /** One predicate per declared filter (the declaration's `filters[].name`). */
  filters?: Record<string, ListFilter>
  /** Stored but never answered. */
  hidden?: readonly string[]
  /** Fields the server fills from others (names resolved from dictionaries). */
  derive?(record: StoredRecord, data: ReferenceData): void
}

import type { ReactNode } from 'react'
import type { ZodMiniType } from 'zod/mini'
import type { NamedItem } from '@/api/dictionaries'
import type { DictionaryKind } from '@/api/queryKeys'
import type { BaseRecord } from '@/api/record'
import type { FieldDef } from '@/features/forms/field'
import type { ResourceDeclaration } from './declaration'

export type { BaseRecord } from '@/api/record'
export type { FilterDef } from './declaration'

/**
 * The property names a record type declares, without its index signature (records keep unknown fields, so their type
 * also takes any string): what a view's columns and fields may name, so a misspelt key is a type error.
 */
export type RecordKey<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: unknown
} &
  string

export interface ColumnSpec<T, K extends string = string> {
  /** Property shown, also the column id. */
  key: K
  header: string
  /**
   * The cell's text, as the list shows it and the export writes it; default: the property as text. A column that
   * names a `dictionary` gets it here (undefined until it has loaded).
   */
  cell?(record: T, dictionary?: readonly NamedItem[]): string
  /** The dictionary whose names the cell shows (insurance): fetched once, cached, and passed to `cell`. */
  dictionary?: DictionaryKind
}

/**
 * A form field as a view writes it: the declared field it edits, its label and help. Its input, options and rules
 * follow from the declaration (formFields.ts), so the sandbox checks the same ones.
 */
export interface ViewField<T> {
  name: Exclude<RecordKey<T>, 'id' | 'Undeletable'>
  label: string
  help?: string
}

/** A declaration with its schema built: what links (parents, children), paths and the HTTP calls need. */
export type DeclaredResource<T extends BaseRecord = BaseRecord> = Omit<ResourceDeclaration, 'schema'> & {
  schema: ZodMiniType<T>
}

/** The view half of a resource as the list screen and the form use it: form fields built, columns, slots. */
export interface ResourceView<T extends BaseRecord = BaseRecord> {
  fields: readonly FieldDef[]
  columns: readonly ColumnSpec<T>[]
  /** Optional expanded row. */
  renderExpanded?(record: T): ReactNode
  /** Extra buttons in a row and in the dialog of a saved record (promotions' coupon download). */
  renderActions?(record: T): ReactNode
}

/** The view half as `features/<x>/view.tsx` writes it (`defineView`): every key checked against the record type. */
export interface ViewInput<T extends BaseRecord> extends Omit<ResourceView<T>, 'fields' | 'columns'> {
  fields: readonly ViewField<T>[]
  columns: readonly ColumnSpec<T, RecordKey<T>>[]
}

/** What the list screen and its dialog work with: both halves of a declaration, the schema built. */
export type ResourceDef<T extends BaseRecord = BaseRecord> = DeclaredResource<T> & ResourceView<T>

export type AnyResource = ResourceDef<BaseRecord>

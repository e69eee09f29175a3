import type { ReactNode } from 'react'
import type { BaseRecord, RecordSchema } from '@/api/record'
import type { Screen } from '@/features/navigation/screen'
import type { FieldDef, OptionSource } from '@/features/forms/field'

export type { BaseRecord } from '@/api/record'

export interface ColumnSpec<T> {
  /** Property shown, also the column id. */
  key: string
  header: string
  /** Custom cell; default shows the property as text. */
  cell?(record: T): ReactNode
  /** Hidden under this width class on phones. */
  hideOnMobile?: boolean
}

export interface FilterDef {
  /** Query key sent with the list call (`filter`, `state`). */
  name: string
  label: string
  /** Value the list starts with; absent = All (nothing sent). */
  initial?: string
  options: OptionSource
  /** Label of the "no filter" option; omit when the filter always has a value. */
  allLabel?: string
}

export interface ParentDef {
  /** The parent resource; absent when the parent is only a filter (recipes' parentId). */
  resource?: () => AnyResource
  /** Parent key on child records and in the list query (spec §3, §7). */
  key: string
  /** The list also opens without a parent (generic methods, recipes). */
  optional?: boolean
}

export interface ChildDef {
  resource: () => AnyResource
  /** Label of the edit dialog's link button. */
  label: string
}

export interface ResourceDef<T extends BaseRecord = BaseRecord> {
  /** API name, also the live group name (design §4). */
  name: string
  /** List/get path, e.g. '/lexicon'. */
  path: string
  /** Write path where it differs (recipes: '/Recipe'). */
  writePath?: string
  /** The list screen; `childScreen` when opened under a parent with its own route (methods). */
  screen: Screen
  childScreen?: Screen
  /** List heading, e.g. 'Lexicon categories'. */
  title: string
  /** Edit dialog suffix: 'Add <suffix>', 'Edit <suffix> (id:N)'; also the parent title of child lists. */
  suffix: string
  /** Property naming a record: child lists read '<parent suffix>: <record[titleProperty]>.' */
  titleProperty: string
  schema: RecordSchema<T>
  fields: readonly FieldDef[]
  columns: readonly ColumnSpec<T>[]
  pageSize: number
  readOnly?: boolean
  parent?: ParentDef
  children?: readonly ChildDef[]
  filters?: readonly FilterDef[]
  /** Values of a new record. */
  defaults?: Readonly<Record<string, unknown>>
  /** Optional expanded row. */
  renderExpanded?(record: T): ReactNode
  /** Extra buttons in a row and in the dialog of a saved record (promotions' coupon download). */
  renderActions?(record: T): ReactNode
}

export type AnyResource = ResourceDef<BaseRecord>

/** Identity helper that keeps T while checking the declaration. */
export function defineResource<T extends BaseRecord>(def: ResourceDef<T>): ResourceDef<T> {
  return def
}

import type { ReactNode } from 'react'
import type { ZodMiniType } from 'zod/mini'
import type { Id } from '@/api/queryKeys'
import type { OptionSource, ResourceDeclaration } from './declaration'

export type { FilterDef, OptionSource } from './declaration'
import type { Rule } from '@/features/forms/rule'

/** Every record has id; any row may carry Undeletable (spec §3). Unknown fields are kept (design §8.13). */
export interface BaseRecord {
  id: Id
  Undeletable?: boolean | null
  [key: string]: unknown
}

export type InputKind =
  | 'text'
  | 'number'
  | 'area'
  | 'select'
  | 'multiselect'
  | 'checkbox'
  | 'date'
  | 'file'
  | 'image'
  | 'richtext'
  | 'password'

export interface FieldDef {
  /** Property of the record the field edits. */
  name: string
  label: string
  input: InputKind
  rules?: readonly Rule[]
  /** select / multiselect options. */
  options?: OptionSource
  /** Its rules hold while adding only. On edit it starts blank and, left blank, is not sent: the server keeps the
   * value (users' password: never shown, reset by typing a new one). */
  optionalOnEdit?: boolean
  /** file: the record property that keeps the uploaded file's name (the field itself keeps its id). */
  fileNameField?: string
  /** multiselect stored as a comma-separated string (users' roles). */
  joinWith?: string
  help?: string
}

export interface ColumnSpec<T> {
  /** Property shown, also the column id. */
  key: string
  header: string
  /** Custom cell; default shows the property as text. */
  cell?(record: T): ReactNode
  /** Hidden under this width class on phones. */
  hideOnMobile?: boolean
}


/** A declaration with its schema built: what links (parents, children), paths and the HTTP calls need. */
export type DeclaredResource<T extends BaseRecord = BaseRecord> = Omit<ResourceDeclaration, 'schema'> & {
  schema: ZodMiniType<T>
}

/** The view half of a declaration (`features/<x>/view.tsx`): it loads with the list's route. */
export interface ResourceView<T extends BaseRecord = BaseRecord> {
  fields: readonly FieldDef[]
  columns: readonly ColumnSpec<T>[]
  /** Optional expanded row. */
  renderExpanded?(record: T): ReactNode
  /** Extra buttons in a row and in the dialog of a saved record (promotions' coupon download). */
  renderActions?(record: T): ReactNode
}

/** What the list screen and its dialog work with: both halves of a declaration, the schema built. */
export type ResourceDef<T extends BaseRecord = BaseRecord> = DeclaredResource<T> & ResourceView<T>

export type AnyResource = ResourceDef<BaseRecord>

import type { ReactNode } from 'react'
import type { ZodMiniType } from 'zod/mini'
import type { BaseRecord } from '@/api/record'
import type { FieldDef } from '@/features/forms/field'
import type { ResourceDeclaration } from './declaration'

export type { BaseRecord } from '@/api/record'
export type { FilterDef } from './declaration'

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

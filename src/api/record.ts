import type { ZodMiniType } from 'zod/mini'
import type { Id } from './queryKeys'

/**
 * Every record has id; any row may carry Undeletable. Unknown fields are kept (see docs/decisions.md, "Save keeps
 * unknown fields").
 */
export interface BaseRecord {
  id: Id
  Undeletable?: boolean | null
  [key: string]: unknown
}

/** Parses a record the server sent. */
export type RecordSchema<T extends BaseRecord = BaseRecord> = ZodMiniType<T>

import type { Id } from '@/api/queryKeys'
import type { BaseRecord } from '../../types'

/**
 * The rows chosen in one list: by id, with the record as last seen (its name and Undeletable flag, for the bulk
 * delete), under the scope they were chosen in (resource, parent, search, filter). Another scope sees none.
 */
export interface Selection {
  scope: string
  rows: ReadonlyMap<string, BaseRecord>
}

export const emptySelection = (scope: string): Selection => ({ scope, rows: new Map() })

/** The selection as the list with this scope sees it: empty once the search, filter or parent changed. */
export const inScope = (selection: Selection, scope: string): Selection =>
  selection.scope === scope ? selection : emptySelection(scope)

export const isSelected = (selection: Selection, id: Id) => selection.rows.has(String(id))

export function toggle(selection: Selection, record: BaseRecord): Selection {
  const rows = new Map(selection.rows)
  const key = String(record.id)
  if (rows.has(key)) rows.delete(key)
  else rows.set(key, record)
  return { scope: selection.scope, rows }
}

/** Adds the records (a page, or every record of the list), or takes them out when `on` is false. */
export function setMany(selection: Selection, records: readonly BaseRecord[], on: boolean): Selection {
  const rows = new Map(selection.rows)
  for (const record of records) {
    if (on) rows.set(String(record.id), record)
    else rows.delete(String(record.id))
  }
  return { scope: selection.scope, rows }
}

/** Rows gone from the list (deleted by someone else, or by this client) leave the selection. */
export function without(selection: Selection, ids: Iterable<Id>): Selection {
  let rows: Map<string, BaseRecord> | undefined
  for (const id of ids) {
    if (!selection.rows.has(String(id))) continue
    rows ??= new Map(selection.rows)
    rows.delete(String(id))
  }
  return rows ? { scope: selection.scope, rows } : selection
}

/** The header check of a page: all its rows chosen, some, or none. */
export function pageState(selection: Pick<Selection, 'rows'>, page: readonly BaseRecord[]): 'all' | 'some' | 'none' {
  const chosen = page.filter((r) => selection.rows.has(String(r.id))).length
  if (chosen === 0) return 'none'
  return chosen === page.length ? 'all' : 'some'
}

import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type RefObject,
} from 'react'
import { useTable, type ColumnDef } from '@tanstack/react-table'
import type { Id } from '@/api/queryKeys'
import { LIVE_FADE_MS } from '@/config'
import { useFadingRows, useRowMotion, type FadingRow } from '@/features/live'
import { pageState } from '../rows/bulk/selection'
import { cellContent, features, RemovedRow, ResourceRow } from './ResourceRow'
import type { AnyResource, BaseRecord, ColumnSpec } from '../types'
import { Checkbox } from '@/ui/Checkbox'
import { cx } from '@/ui/cx'
import { Skeleton } from '@/ui/Feedback'
import { visuallyHiddenClass } from '@/ui/feedback.styles'
import { stackedTableClass as stack, tableClass as t } from '@/ui/table.styles'
import { resourceTableStyles as s } from './ResourceTable.styles'
import { useLingui } from '@lingui/react'

/** The fade of a row deleted live, until framer-motion takes over (ResourceTable.styles.ts reads it). */
const fadeDuration = { '--live-fade': `${LIVE_FADE_MS}ms` } as CSSProperties

interface ResourceTableProps {
  resource: AnyResource
  rows: readonly BaseRecord[]
  loading: boolean
  onEdit(id: Id, trigger: HTMLElement): void
  /** A pencil is pressed (pointerdown, before the click): the record's GET can start now. */
  onEditIntent?(id: Id): void
  onDelete(record: BaseRecord, trigger: HTMLElement): void
  /** The chosen rows, with a check per row and one for the page; undefined: no checks (a read-only list). */
  selected?: ReadonlyMap<string, BaseRecord>
  onSelect?(record: BaseRecord): void
  onSelectPage?(records: readonly BaseRecord[], on: boolean): void
  /** The keyboard's grid (useListKeyboard): the row cursor; without it a plain table. */
  grid?: ListGrid
}

/** The table as a WAI-ARIA grid with one row cursor (a roving tabindex): see useRowCursor. */
export interface ListGrid {
  ref: RefObject<HTMLTableElement | null>
  /** The row Tab enters the rows at: the cursor's, else the first. */
  tabStop: string | undefined
  cursor: string | undefined
  onFocus(target: EventTarget): void
}

/**
 * The paged table of a declaration's columns, with per-row actions; on a phone each row is a card showing every column.
 * Skips renders its props do not change.
 */
export const ResourceTable = memo(function ResourceTable({
  resource,
  rows,
  loading,
  onEdit,
  onEditIntent,
  onDelete,
  selected,
  onSelect,
  onSelectPage,
  grid,
}: ResourceTableProps) {
  const { _ } = useLingui()
  const columns = useMemo<ColumnDef<typeof features, BaseRecord>[]>(
    () =>
      resource.columns.map((spec: ColumnSpec<BaseRecord>) => ({
        id: spec.key,
        cell: ({ row }) => cellContent(spec, row.original),
        meta: spec,
      })),
    [resource],
  )
  // The table instance is rebuilt each render on purpose; rows are few (one page).
  const table = useTable({
    features,
    data: rows as BaseRecord[],
    columns,
    getRowId: (r) => String(r.id),
  })
  // Stable handlers, so a live change of one row re-renders only that row (see docs/decisions.md, "No live event
  // lost").
  // The page's rows too, for the header check, whose memo does not follow them.
  const handlers = useRef({ onEdit, onEditIntent, onDelete, onSelect, onSelectPage, rows })
  useLayoutEffect(() => {
    handlers.current = { onEdit, onEditIntent, onDelete, onSelect, onSelectPage, rows }
  })
  const selectRow = useCallback((record: BaseRecord) => handlers.current.onSelect?.(record), [])
  const selectable = selected !== undefined
  const pageChosen = selectable && pageState({ rows: selected }, rows) === 'all'
  const editRow = useCallback((id: Id, from: HTMLElement) => handlers.current.onEdit(id, from), [])
  const editIntent = useCallback((id: Id) => handlers.current.onEditIntent?.(id), [])
  const deleteRow = useCallback((record: BaseRecord, from: HTMLElement) => handlers.current.onDelete(record, from), [])
  const expandable = Boolean(resource.renderExpanded)
  const hasActions = !resource.readOnly || Boolean(resource.renderActions)
  const columnCount = columns.length + (selectable ? 1 : 0) + (expandable ? 1 : 0) + (hasActions ? 1 : 0)
  const fading = useFadingRows(resource)
  const motion = useRowMotion()
  const ghosts = useMemo(() => placeFadingRows(rows, fading), [rows, fading])
  // The same element each render, so a change of the rows does not re-render the header cells.
  const header = useMemo(
    () => (
      <thead className={t.header}>
        <tr className={t.row}>
          {selectable && (
            <th className={cx(t.columnHeader, s.expand)}>
              <Checkbox
                checked={pageChosen}
                onChange={() => handlers.current.onSelectPage?.(handlers.current.rows, !pageChosen)}
              >
                <span className={visuallyHiddenClass}>{_('Select all on this page')}</span>
              </Checkbox>
            </th>
          )}
          {expandable && (
            <th className={cx(t.columnHeader, s.expand)}>
              <span className={visuallyHiddenClass}>{_('Details')}</span>
            </th>
          )}
          {resource.columns.map((spec: ColumnSpec<BaseRecord>) => (
            <th key={spec.key} className={t.columnHeader}>
              {_(spec.header)}
            </th>
          ))}
          {hasActions && <th className={cx(t.columnHeader, s.actions)}>{_('Actions')}</th>}
        </tr>
      </thead>
    ),
    [resource, expandable, hasActions, selectable, pageChosen, _],
  )

  // The grid's roles and keys, once the rows are there (the skeleton is hidden from assistive tech).
  const gridProps = grid &&
    !loading && {
      ref: grid.ref,
      role: 'grid',
      'aria-label': _(resource.title),
      'aria-multiselectable': selectable || undefined,
      onFocus: (e: FocusEvent) => grid.onFocus(e.target),
    }

  return (
    <div className={s.scroll}>
      {/* The loaded table is a new element, not the skeleton's grown: its columns take their widths from the rows, and
          header cells that moved sideways as the rows came would be a layout shift. The skeleton's table is hidden
          from assistive tech, so the list's table is found once, with its rows. */}
      <table
        key={loading ? 'skeleton' : 'rows'}
        aria-hidden={loading || undefined}
        className={cx(t.root, stack.root)}
        style={fadeDuration}
        {...gridProps}
      >
        {header}
        <tbody className={t.body}>
          {motion && <motion.RowsWillMove group={motion.group} rows={rows} />}
          {loading
            ? Array.from({ length: Math.min(resource.pageSize, 5) }, (_, i) => (
                <tr key={i} className={cx(t.row, stack.row)} aria-hidden>
                  <td className={cx(t.cell, stack.full)} colSpan={columnCount}>
                    <Skeleton />
                  </td>
                </tr>
              ))
            : table.getRowModel().rows.flatMap((row) => {
                const ghost = (record: BaseRecord) => (
                  <RemovedRow
                    key={`removed:${String(record.id)}`}
                    resource={resource}
                    record={record}
                    expandable={expandable}
                    hasActions={hasActions}
                    motion={motion}
                    selectable={selectable}
                  />
                )
                return [
                  ...(ghosts.before.get(row.id) ?? []).map(ghost),
                  <ResourceRow
                    key={row.id}
                    resource={resource}
                    row={row}
                    columnCount={columnCount}
                    expandable={expandable}
                    hasActions={hasActions}
                    onEdit={editRow}
                    onEditIntent={editIntent}
                    onDelete={deleteRow}
                    motion={motion}
                    selected={selectable ? selected.has(row.id) : undefined}
                    onSelect={selectRow}
                    tabStop={grid && grid.tabStop === row.id}
                    cursor={grid && grid.cursor === row.id}
                  />,
                  ...(ghosts.after.get(row.id) ?? []).map(ghost),
                ]
              })}
        </tbody>
      </table>
    </div>
  )
})

interface PlacedFadingRows {
  /** By the id of the row they go before / after. */
  before: Map<string, BaseRecord[]>
  after: Map<string, BaseRecord[]>
}

/** Where each row deleted live goes while it fades: beside a neighbour it had, if that neighbour is on this page. */
function placeFadingRows(rows: readonly BaseRecord[], fading: readonly FadingRow[]): PlacedFadingRows {
  const placed: PlacedFadingRows = { before: new Map(), after: new Map() }
  if (fading.length === 0) return placed
  const onPage = new Set(rows.map((r) => String(r.id)))
  for (const { record, after, before } of fading) {
    const id = String(record.id)
    // Still a live row (the page has not re-rendered without it yet), or already placed from another list.
    if (onPage.has(id)) continue
    const [side, neighbour] =
      after !== undefined && onPage.has(String(after)) ? (['after', after] as const) : (['before', before] as const)
    if (neighbour === undefined || !onPage.has(String(neighbour))) continue
    onPage.add(id)
    const key = String(neighbour)
    placed[side].set(key, [...(placed[side].get(key) ?? []), record])
  }
  return placed
}

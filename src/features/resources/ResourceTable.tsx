import { Fragment, memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Box, HStack, IconButton, Skeleton, Table } from '@chakra-ui/react'
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Row } from '@tanstack/react-table'
import { ChevronDown, ChevronRight, Pencil, X } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import { LIVE_FADE_MS } from '@/config'
import { useFadingRows, useRowHighlight, useRowLock, useRowMotion, type FadingRow, type RowMotion } from '@/features/live'
import { BodyRow } from './BodyRow'
import { RowLockBadge } from './RowLockBadge'
import type { AnyResource, BaseRecord, ColumnSpec } from './types'

/** Default cell text of a property. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return ''
}

/** A cell of a declared column: its own renderer, or the property's default text. */
function cellContent(spec: ColumnSpec<BaseRecord>, record: BaseRecord): ReactNode {
  return spec.cell ? spec.cell(record) : cellText(record[spec.key])
}

/** Long text wraps (a word longer than the cell breaks too), so no text pushes the actions out of view. */
const wrappingCell = { whiteSpace: 'normal', overflowWrap: 'anywhere', minW: '5rem' } as const
/** The actions stay in view at any width: pinned to the end of the table when it scrolls sideways. */
const actionsCell = {
  textAlign: 'end',
  whiteSpace: 'nowrap',
  position: 'sticky',
  insetEnd: 0,
  bg: 'bg',
  boxShadow: '-1px 0 0 var(--chakra-colors-border)',
  // Opaque over the cells scrolling under it, so it repeats the row's hover colour (the table recipe's).
  'tr:hover > &': { bg: 'colorPalette.subtle' },
} as const

const mobileHidden = { base: 'none', md: 'table-cell' } as const
/** Minor columns are hidden on phones. */
const columnDisplay = (spec: ColumnSpec<BaseRecord>) => (spec.hideOnMobile ? mobileHidden : undefined)

interface ResourceTableProps {
  resource: AnyResource
  rows: readonly BaseRecord[]
  loading: boolean
  onEdit(id: Id, trigger: HTMLElement): void
  onDelete(record: BaseRecord, trigger: HTMLElement): void
}

/** The paged table of a declaration's columns, with per-row actions (spec §2). Skips renders its props do not change. */
export const ResourceTable = memo(function ResourceTable({ resource, rows, loading, onEdit, onDelete }: ResourceTableProps) {
  const columns = useMemo<ColumnDef<BaseRecord>[]>(
    () =>
      resource.columns.map((spec: ColumnSpec<BaseRecord>) => ({
        id: spec.key,
        cell: ({ row }) => cellContent(spec, row.original),
        meta: spec,
      })),
    [resource],
  )
  // The table instance is rebuilt each render on purpose; rows are few (one page).
  const table = useReactTable({
    data: rows as BaseRecord[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => String(r.id),
    // The page lives in the URL; resetting the table's own page index on every data change only costs a render.
    autoResetPageIndex: false,
  })
  // Stable handlers, so a live change of one row re-renders only that row (the burst bar, design §8.35).
  const handlers = useRef({ onEdit, onDelete })
  useLayoutEffect(() => {
    handlers.current = { onEdit, onDelete }
  })
  const editRow = useCallback((id: Id, from: HTMLElement) => handlers.current.onEdit(id, from), [])
  const deleteRow = useCallback((record: BaseRecord, from: HTMLElement) => handlers.current.onDelete(record, from), [])
  const expandable = Boolean(resource.renderExpanded)
  const hasActions = !resource.readOnly || Boolean(resource.renderActions)
  const columnCount = columns.length + (expandable ? 1 : 0) + (hasActions ? 1 : 0)
  const fading = useFadingRows(resource)
  const motion = useRowMotion()
  const ghosts = useMemo(() => placeFadingRows(rows, fading), [rows, fading])
  // The same element each render, so a change of the rows does not re-render the header cells.
  const header = useMemo(
    () => (
      <Table.Header>
        <Table.Row>
          {expandable && <Table.ColumnHeader w="10"><Box srOnly>Details</Box></Table.ColumnHeader>}
          {resource.columns.map((spec: ColumnSpec<BaseRecord>) => (
            <Table.ColumnHeader key={spec.key} display={columnDisplay(spec)}>
              {spec.header}
            </Table.ColumnHeader>
          ))}
          {hasActions && <Table.ColumnHeader css={actionsCell}>Actions</Table.ColumnHeader>}
        </Table.Row>
      </Table.Header>
    ),
    [resource, expandable, hasActions],
  )

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive>
        {header}
        <Table.Body>
          {motion && <motion.RowsWillMove group={motion.group} rows={rows} />}
          {loading
            ? Array.from({ length: Math.min(resource.pageSize, 5) }, (_, i) => (
                <Table.Row key={i} aria-hidden>
                  <Table.Cell colSpan={columnCount}>
                    <Skeleton h="5" />
                  </Table.Cell>
                </Table.Row>
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
                    onDelete={deleteRow}
                    motion={motion}
                  />,
                  ...(ghosts.after.get(row.id) ?? []).map(ghost),
                ]
              })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
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
    const [side, neighbour] = after !== undefined && onPage.has(String(after)) ? (['after', after] as const) : (['before', before] as const)
    if (neighbour === undefined || !onPage.has(String(neighbour))) continue
    onPage.add(id)
    const key = String(neighbour)
    placed[side].set(key, [...(placed[side].get(key) ?? []), record])
  }
  return placed
}

interface ResourceRowProps {
  resource: AnyResource
  row: Row<BaseRecord>
  columnCount: number
  expandable: boolean
  hasActions: boolean
  onEdit(id: Id, trigger: HTMLElement): void
  onDelete(record: BaseRecord, trigger: HTMLElement): void
  motion: RowMotion | undefined
}

/** A style every row has from the start: a live highlight or fade only sets an attribute, it adds no style rule
 * (which would make the browser restyle the whole page in the middle of a burst). Until framer-motion is loaded
 * (live/rowMotion.ts), a removed row fades with the theme's `fade-out` keyframes; with reduced motion it just goes. */
const rowStyle = {
  '&[data-highlight], &[data-highlight] > td': { bg: 'yellow.subtle' },
  '&[data-removed]': {
    pointerEvents: 'none',
    _motionReduce: { animation: 'none', display: 'none' },
  },
  '&[data-removed]:not([data-live-motion])': { animation: `fade-out ${LIVE_FADE_MS}ms ease-in forwards` },
} as const

/** The table rebuilds its Row objects each render; the record they wrap says whether the row changed. */
const sameRow = (a: ResourceRowProps, b: ResourceRowProps) =>
  a.row.original === b.row.original &&
  a.resource === b.resource &&
  a.columnCount === b.columnCount &&
  a.expandable === b.expandable &&
  a.hasActions === b.hasActions &&
  a.onEdit === b.onEdit &&
  a.onDelete === b.onDelete &&
  a.motion === b.motion

/** One row: its own live lock and highlight, so a change touches only this row. */
const ResourceRow = memo(function ResourceRow({ resource, row, columnCount, expandable, hasActions, onEdit, onDelete, motion }: ResourceRowProps) {
  const record = row.original
  const lock = useRowLock(resource, record.id)
  const highlight = useRowHighlight(resource, record.id)
  const [expanded, setExpanded] = useState(false)
  const name = `${resource.suffix} ${String(record.id)}`
  const detailsId = `details-${resource.name}-${String(record.id)}`

  let actions: ReactNode = null
  if (hasActions) {
    actions = (
      <HStack gap={1} justify="end">
        {resource.renderActions?.(record)}
        {!resource.readOnly &&
          (lock ? (
            <RowLockBadge editor={lock.editor} />
          ) : (
            <>
              <IconButton aria-label={`Edit ${name}`} size="sm" variant="ghost" onClick={(e) => onEdit(record.id, e.currentTarget)}>
                <Pencil />
              </IconButton>
              {!record.Undeletable && (
                <IconButton
                  aria-label={`Delete ${name}`}
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={(e) => onDelete(record, e.currentTarget)}
                >
                  <X />
                </IconButton>
              )}
            </>
          ))}
      </HStack>
    )
  }

  return (
    <Fragment>
      <BodyRow data-highlight={highlight} css={rowStyle} motion={motion} entering={highlight === 'added'}>
        {expandable && (
          <Table.Cell>
            <IconButton
              aria-label={expanded ? `Hide details of ${name}` : `Show details of ${name}`}
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              size="xs"
              variant="ghost"
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? <ChevronDown /> : <ChevronRight />}
            </IconButton>
          </Table.Cell>
        )}
        {row.getVisibleCells().map((cell) => (
          <Table.Cell
            key={cell.id}
            display={columnDisplay(cell.column.columnDef.meta as ColumnSpec<BaseRecord>)}
            css={wrappingCell}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Cell>
        ))}
        {hasActions && <Table.Cell css={actionsCell}>{actions}</Table.Cell>}
      </BodyRow>
      {expandable && expanded && (
        <Table.Row id={detailsId}>
          <Table.Cell colSpan={columnCount}>{resource.renderExpanded?.(record)}</Table.Cell>
        </Table.Row>
      )}
    </Fragment>
  )
}, sameRow)

interface RemovedRowProps {
  resource: AnyResource
  record: BaseRecord
  expandable: boolean
  hasActions: boolean
  motion: RowMotion | undefined
}

/** A row another user deleted, fading out where it was: hidden from assistive tech, inert, without actions. */
const RemovedRow = memo(function RemovedRow({ resource, record, expandable, hasActions, motion }: RemovedRowProps) {
  return (
    <BodyRow data-removed="" aria-hidden inert css={rowStyle} motion={motion} leaving>
      {expandable && <Table.Cell />}
      {resource.columns.map((spec: ColumnSpec<BaseRecord>) => (
        <Table.Cell key={spec.key} display={columnDisplay(spec)} css={wrappingCell}>
          {cellContent(spec, record)}
        </Table.Cell>
      ))}
      {hasActions && <Table.Cell css={actionsCell} />}
    </BodyRow>
  )
})

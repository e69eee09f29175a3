import { Fragment, memo, useState, type ReactNode } from 'react'
import { flexRender, tableFeatures, type Row } from '@tanstack/react-table'
import { ChevronDown, ChevronRight, Pencil, X } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import { useRowHighlight, useRowLock, type RowMotion } from '@/features/live'
import { BodyRow } from './BodyRow'
import { mayDelete } from '../rows/rowActions'
import { recordName } from '../recordName'
import { columnText } from '../columnText'
import { DictionaryCell } from './DictionaryCell'
import { LockedRowActions } from '../rows/locks/LockedRowActions'
import { RowPresence } from '../rows/viewers/RowPresence'
import type { AnyResource, BaseRecord, ColumnSpec } from '../types'
import { Checkbox } from '@/ui/Checkbox'
import { clippedText } from '@/ui/clippedText'
import { cx } from '@/ui/cx'
import { visuallyHiddenClass } from '@/ui/feedback.styles'
import { IconButton } from '@/ui/IconButton'
import { stackedTableClass as stack, tableClass as t } from '@/ui/table.styles'
import { resourceTableStyles as s } from './ResourceTable.styles'
import { rowLockStyles as rowLock } from '../rows/RowLockBadge.styles'
import { useLingui } from '@lingui/react'

/** A cell of a declared column: its text (columnText.ts), read with its dictionary when it names one. */
export function cellContent(spec: ColumnSpec<BaseRecord>, record: BaseRecord): ReactNode {
  return spec.dictionary ? (
    <DictionaryCell spec={spec} record={record} kind={spec.dictionary} />
  ) : (
    clippedText(columnText(spec, record, undefined))
  )
}

/** The table's features: the core ones alone (rows from the data as given). */
export const features = tableFeatures({})

/**
 * A declared column's cells: long text wraps; on a phone's card a line named by the column (`data-label`), the first
 * column beside the expand toggle.
 */
const columnClass = (index: number) => cx(t.cell, s.cell, stack.cell, index === 0 && stack.lead)
/** A row of the table, a card on a phone. */
const rowClass = cx(t.row, s.row, stack.row)

interface ResourceRowProps {
  resource: AnyResource
  row: Row<typeof features, BaseRecord>
  columnCount: number
  expandable: boolean
  hasActions: boolean
  onEdit(id: Id, trigger: HTMLElement): void
  onEditIntent(id: Id): void
  onDelete(record: BaseRecord, trigger: HTMLElement): void
  motion: RowMotion | undefined
  /** Whether the row is chosen for a bulk action; undefined: the list has no checks (read-only). */
  selected?: boolean
  onSelect?(record: BaseRecord): void
  /** The list's grid (useRowCursor): the row the Tab key enters the rows at, and the row cursor's. */
  tabStop?: boolean
  cursor?: boolean
}

/** The table rebuilds its Row objects each render; the record they wrap says whether the row changed. */
const sameRow = (a: ResourceRowProps, b: ResourceRowProps) =>
  a.row.original === b.row.original &&
  a.resource === b.resource &&
  a.columnCount === b.columnCount &&
  a.expandable === b.expandable &&
  a.hasActions === b.hasActions &&
  a.onEdit === b.onEdit &&
  a.onEditIntent === b.onEditIntent &&
  a.onDelete === b.onDelete &&
  a.motion === b.motion &&
  a.selected === b.selected &&
  a.onSelect === b.onSelect &&
  a.tabStop === b.tabStop &&
  a.cursor === b.cursor

/** One row: its own live lock and highlight, so a change touches only this row. */
export const ResourceRow = memo(function ResourceRow({
  resource,
  row,
  columnCount,
  expandable,
  hasActions,
  onEdit,
  onEditIntent,
  onDelete,
  motion,
  selected,
  onSelect,
  tabStop,
  cursor,
}: ResourceRowProps) {
  const { _ } = useLingui()
  const record = row.original
  const lock = useRowLock(resource, record.id)
  const highlight = useRowHighlight(resource, record.id)
  const [expanded, setExpanded] = useState(false)
  const name = recordName(resource, record)
  const detailsId = `details-${resource.name}-${String(record.id)}`

  // Inside the edit box, whose width is fixed from md up: who else is there never moves a column.
  const presence = <RowPresence resource={resource} id={record.id} holder={lock?.editor} />
  let actions: ReactNode = null
  if (hasActions) {
    actions = (
      <div className={s.actionButtons}>
        {resource.readOnly && presence}
        {resource.renderActions?.(record)}
        {!resource.readOnly &&
          (lock ? (
            <LockedRowActions
              resource={resource}
              presence={presence}
              lock={lock}
              name={name}
              onView={(from) => onEdit(record.id, from)}
              onViewIntent={() => onEditIntent(record.id)}
            />
          ) : (
            <div className={rowLock.editBox}>
              {presence}
              <IconButton
                size="sm"
                aria-label={_('Edit {name}', { name })}
                onPointerDown={() => onEditIntent(record.id)}
                onClick={(e) => onEdit(record.id, e.currentTarget)}
              >
                <Pencil />
              </IconButton>
              {/* An Undeletable row keeps the cross's place, so its pencil stays in the pencils' column. */}
              {record.Undeletable || !mayDelete(resource) ? (
                <span className={s.actionSlot} aria-hidden />
              ) : (
                <IconButton
                  size="sm"
                  palette="danger"
                  aria-label={_('Delete {name}', { name })}
                  onClick={(e) => onDelete(record, e.currentTarget)}
                >
                  <X />
                </IconButton>
              )}
            </div>
          ))}
      </div>
    )
  }

  return (
    <Fragment>
      <BodyRow
        className={rowClass}
        data-highlight={highlight}
        data-selected={selected || undefined}
        motion={motion}
        entering={highlight === 'added'}
        tabIndex={tabStop === undefined ? undefined : tabStop ? 0 : -1}
        data-row-id={tabStop === undefined ? undefined : String(record.id)}
        data-cursor={cursor ? '' : undefined}
        aria-selected={tabStop === undefined ? undefined : selected}
      >
        {selected !== undefined && (
          <td className={cx(t.cell, stack.tool)} data-select="">
            {/* A row locked by someone else stays chosen; its lock badge marks it, and the bulk delete skips it. */}
            <Checkbox checked={selected} onChange={() => onSelect?.(record)}>
              <span className={visuallyHiddenClass}>{_('Select {name}', { name })}</span>
            </Checkbox>
          </td>
        )}
        {expandable && (
          <td className={cx(t.cell, stack.tool)}>
            <IconButton
              size="xs"
              aria-label={expanded ? _('Hide details of {name}', { name }) : _('Show details of {name}', { name })}
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? <ChevronDown /> : <ChevronRight />}
            </IconButton>
          </td>
        )}
        {row.getAllCells().map((cell, index) => (
          <td
            key={cell.id}
            className={columnClass(index)}
            data-label={_((cell.column.columnDef.meta as ColumnSpec<BaseRecord>).header)}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
        {hasActions && <td className={cx(t.cell, stack.tool, s.actions)}>{actions}</td>}
      </BodyRow>
      {expandable && expanded && (
        <tr id={detailsId} className={rowClass}>
          <td className={cx(t.cell, stack.full)} colSpan={columnCount}>
            {resource.renderExpanded?.(record)}
          </td>
        </tr>
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
  selectable?: boolean
}

/** A row another user deleted, fading out where it was: hidden from assistive tech, inert, without actions. */
export const RemovedRow = memo(function RemovedRow({
  resource,
  record,
  expandable,
  hasActions,
  motion,
  selectable,
}: RemovedRowProps) {
  const { _ } = useLingui()
  return (
    <BodyRow className={rowClass} data-removed="" aria-hidden inert motion={motion} leaving>
      {selectable && <td className={cx(t.cell, stack.tool)} />}
      {expandable && <td className={cx(t.cell, stack.tool)} />}
      {resource.columns.map((spec: ColumnSpec<BaseRecord>, index: number) => (
        <td key={spec.key} className={columnClass(index)} data-label={_(spec.header)}>
          {cellContent(spec, record)}
        </td>
      ))}
      {hasActions && <td className={cx(t.cell, stack.tool, s.actions)} />}
    </BodyRow>
  )
})

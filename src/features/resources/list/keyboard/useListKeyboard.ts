import { useCallback, useMemo, useState, type RefObject } from 'react'
import type { Id } from '@/api/queryKeys'
import { rowLockOf } from '@/features/live'
import { mayDelete } from '../../rows/rowActions'
import type { AnyResource, BaseRecord } from '../../types'
import { useEditStep } from './useEditStep'
import { useListShortcuts } from './useListShortcuts'
import type { useResourceList } from '../useResourceList'
import { useRowCursor } from './useRowCursor'

/**
 * A list by keyboard alone (docs/decisions.md, "Lists by keyboard"): the row cursor, the list's shortcuts over the
 * controller's own actions, the edit dialog's steps to the next row, and whether the shortcuts' help shows.
 */
export function useListKeyboard(
  resource: AnyResource,
  list: ReturnType<typeof useResourceList>,
  screen: RefObject<HTMLElement | null>,
) {
  const { rows, position, last, editing, deleting, selecting, paging, editable } = list
  const settled = list.list.isSuccess && !list.list.isPlaceholderData && !list.rowsPending
  const cursor = useRowCursor({ rows, page: position.page, last, settled, setPage: paging.setPage })
  const stepping = useEditStep({
    resource,
    position,
    rows,
    last,
    edit: editing.edit,
    openInstead: editing.openInstead,
    close: editing.close,
    cursor,
    finalFocusEl: editing.finalFocusEl,
  })
  const [help, setHelp] = useState(false)
  const closeHelp = useCallback(() => setHelp(false), [])
  const deletes = mayDelete(resource)
  const isLocked = (id: Id) => rowLockOf(resource, id) !== undefined
  useListShortcuts(cursor, {
    rows,
    open: editable ? editing.editRow : undefined,
    isLocked,
    select: deletes ? selecting.toggleRow : undefined,
    selectRange: deletes ? (records) => selecting.setPage(records, true) : undefined,
    add: editable ? (from) => editing.openNew(addButton(screen.current) ?? from) : undefined,
    remove: deletes ? deleting.deleteRow : undefined,
    mayRemove: (record: BaseRecord) => deletes && !record.Undeletable && !isLocked(record.id),
    focusSearch: () => screen.current?.querySelector<HTMLElement>('input[type="search"]')?.focus(),
    showHelp: () => setHelp(true),
  })
  const grid = useMemo(
    () => ({ ref: cursor.grid, tabStop: cursor.tabStop, cursor: cursor.cursor, onFocus: cursor.onFocus }),
    [cursor.grid, cursor.tabStop, cursor.cursor, cursor.onFocus],
  )
  return {
    grid,
    step: stepping.step,
    stepIntent: stepping.intent,
    finalFocusEl: stepping.finalFocusEl,
    help,
    closeHelp,
  }
}

/** The list's Add button: a record added with `n` gives the focus back there, as one added with the button. */
const addButton = (screen: HTMLElement | null) => screen?.querySelector<HTMLElement>('[data-list-add]') ?? null

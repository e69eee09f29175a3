import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { useLiveGroup } from '@/features/live'
import { useHoldFirstPaint } from '@/features/navigation/firstPaint'
import { rememberListSearch } from './listPaths'
import { lastPageOf } from './pagination'
import { listParams, listQueryOptions, prefetchPage, prefetchRecord } from '../queries'
import type { AnyResource, BaseRecord } from '../types'
import { useListPrefetch } from './useListPrefetch'
import { NEW_RECORD, useListRoute } from './useListRoute'
import { focusAfterRowGone } from '../rows/rowActions'
import { useUndoableDelete } from '../rows/useUndoableDelete'
import { useVisibleRows } from './useVisibleRows'
import { useSelection } from '../rows/bulk/useSelection'

/**
 * The controller of a declaration's list screen: its position in the URL, the page query, paging and prefetching,
 * the live group, and the state of the edit, delete and error dialogs. ResourceListScreen only renders it.
 */
export function useResourceList(resource: AnyResource) {
  const route = useListRoute(resource)
  const { position, setPage, setEdit, setSearch, setFilter } = route
  const { page, search, parentId } = position
  // The filter is rebuilt with each render; its JSON is its identity.
  const filterKey = JSON.stringify(position.filter)
  const filter = useMemo(() => JSON.parse(filterKey) as Record<string, string>, [filterKey])
  const queryClient = useQueryClient()
  const params = listParams(resource, position)
  const list = useQuery(listQueryOptions(resource, params))
  // The query's store update renders synchronously; the table and pager follow in an interruptible render, so neither a
  // burst of live changes (see docs/decisions.md, "No live event lost") nor the first rows of a page load (Lighthouse's
  // TBT) block the main thread for long: until then the table shows its skeleton. Only changes of the same page are
  // deferred: after going to another page the rows follow at once, as the page number does (a row focused on the old
  // page would otherwise be replaced under the keyboard's focus).
  const pageKey = JSON.stringify(params)
  const latest = useMemo(() => ({ pageKey, data: list.data }), [pageKey, list.data])
  const deferred = useDeferredValue(latest)
  const shown = deferred.pageKey === pageKey ? deferred.data : list.data
  /** Rows are on their way: loading, or loaded and about to render in the deferred pass. */
  const firstRowsPending = shown === undefined && !list.isError
  useLiveGroup(resource)
  // What the rows do not need (the live connection, the toolbar's popovers) waits until they have painted.
  useHoldFirstPaint(firstRowsPending)

  const [shownError, setShownError] = useState<unknown>()
  const undoable = useUndoableDelete(resource, setShownError)
  const selecting = useSelection(resource, position)
  // A row whose delete waits for its Undo has left the list already; the total follows.
  const visible = useVisibleRows(resource, params, shown, undoable.hidden, selecting.selection.rows)
  const { rows, total } = visible
  const [seenListError, setSeenListError] = useState<unknown>()
  const [toDelete, setToDelete] = useState<BaseRecord>()
  const [created, setCreated] = useState<{ id: string } | undefined>()
  const trigger = useRef<HTMLElement | null>(null)

  // A failed load shows the Error dialog once per failure, plus an inline retry.
  if (list.error && list.error !== seenListError) {
    setSeenListError(list.error)
    setShownError(list.error)
  }
  // The delete and Error dialogs are lazy components. Mounted on the tap, the confirmation's first render suspends
  // while its module resolves, and React reveals a suspended boundary no sooner than its fallback throttle (about
  // 300 ms): the bench's warm delete tap on a phone took 358 ms that way, 123 ms with the dialogs already mounted.
  // So they mount when first needed and stay, and after an edit has closed (its code has loaded the dialogs' chunk)
  // they mount ahead, in a transition. Not after the first paint: that would run the dialogs' code on every list.
  const [dialogsMounted, setDialogsMounted] = useState(false)
  if (!dialogsMounted && (toDelete !== undefined || shownError !== undefined)) setDialogsMounted(true)
  const editing = route.edit !== undefined
  const [edited, setEdited] = useState(false)
  if (editing && !edited) setEdited(true)
  useEffect(() => {
    if (edited && !editing && !dialogsMounted) startTransition(() => setDialogsMounted(true))
  }, [edited, editing, dialogsMounted])

  const last = lastPageOf(total, resource.pageSize)
  const settled = list.isSuccess && !list.isPlaceholderData

  const editable = !resource.readOnly
  useListPrefetch(queryClient, resource, { page, search, filter, parentId }, settled ? list.data : undefined)

  useEffect(() => {
    rememberListSearch(route.pathname, route.listSearchStr)
  }, [route.pathname, route.listSearchStr])

  // A page past the end (the last row of the last page was deleted, or an old link) moves to the last page. The
  // loaded page's total decides, not the shown one: that lags while the rows render in the deferred pass.
  const loadedLast = lastPageOf(list.data?.total ?? 0, resource.pageSize)
  useEffect(() => {
    if (settled && page > loadedLast) setPage(loadedLast, { replace: true })
  }, [settled, page, loadedLast, setPage])

  const prefetchOnIntent = useCallback(
    (target: number) => prefetchPage(queryClient, resource, { page: target, search, filter, parentId }),
    [queryClient, resource, search, filter, parentId],
  )

  /** The selected value of each filter ('' = All). */
  const filterValue = useCallback((name: string) => filter[name] ?? '', [filter])

  const openDialog = useCallback(
    (edit: string, from: HTMLElement) => {
      trigger.current = from
      setCreated(undefined)
      setEdit(edit)
    },
    [setEdit],
  )
  const openNew = useCallback((from: HTMLElement) => openDialog(NEW_RECORD, from), [openDialog])
  const closeDialog = () => setEdit(undefined, { replace: true })
  // Add + Save keeps the same dialog open as the saved record, so the form is not rebuilt (see docs/decisions.md, "Save
  // answers and the dialog after Add").
  const onCreated = (id: Id) => {
    setCreated({ id: String(id) })
    setEdit(String(id), { replace: true })
  }
  const dialogKey = created && created.id === route.edit ? NEW_RECORD : route.edit
  const closeError = useCallback(() => setShownError(undefined), [])

  const { remove } = undoable
  const confirmDelete = useCallback(() => {
    if (!toDelete) return
    // Its row and the cross that opened the confirmation go: the focus goes on to the next row.
    trigger.current = focusAfterRowGone(trigger.current, resource)
    remove(toDelete)
    setToDelete(undefined)
  }, [toDelete, remove, resource])
  const cancelDelete = useCallback(() => setToDelete(undefined), [])
  const deleteFocusEl = useCallback(() => trigger.current ?? document.querySelector<HTMLElement>('main'), [])
  const finalFocusEl = useCallback(() => trigger.current, [])
  // The record's GET starts at the press (or the click, by keyboard), beside the dialog's code, not after it.
  const editIntent = useCallback((id: Id) => prefetchRecord(queryClient, resource, id), [queryClient, resource])
  const editRow = useCallback(
    (id: Id, from: HTMLElement) => {
      editIntent(id)
      openDialog(String(id), from)
    },
    [editIntent, openDialog],
  )
  const deleteRow = useCallback((record: BaseRecord, from: HTMLElement) => {
    trigger.current = from
    setToDelete(record)
  }, [])

  return {
    position,
    list,
    /** The page's rows: this page's latest data, or the previous search's for a moment (deferred). */
    shown,
    rows,
    rowsPending: firstRowsPending || visible.following,
    total,
    last,
    editable,
    search: { value: search, set: setSearch },
    filters: { value: filterValue, set: setFilter },
    paging: { setPage, prefetchOnIntent },
    editing: {
      edit: route.edit,
      dialogKey,
      openNew,
      editRow,
      editIntent,
      close: closeDialog,
      onCreated,
      finalFocusEl,
      openInstead: route.openInstead,
    },
    deleting: {
      toDelete,
      deleteRow,
      confirm: confirmDelete,
      cancel: cancelDelete,
      focusEl: deleteFocusEl,
    },
    errors: { shown: shownError, show: setShownError, close: closeError },
    selecting,
    dialogsMounted,
  }
}

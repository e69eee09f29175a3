import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { MESSAGES } from '@/config'
import { useLiveGroup } from '@/features/live'
import { useFirstPaintDone, useHoldFirstPaint } from '@/features/shell/firstPaint'
import { ListHeading } from './ListHeading'
import { ListToolbar } from './ListToolbar'
import { Pager } from './Pager'
import { ResourceTable } from './ResourceTable'
import { rememberListSearch } from './listPaths'
import { useDeleteRecord } from './mutations'
import { lastPageOf } from './pagination'
import { listParams, listQueryOptions, prefetchNextPage, prefetchPage } from './queries'
import type { AnyResource, BaseRecord } from './types'
import { NEW_RECORD, useListRoute } from './useListRoute'

/** The edit dialog and its inputs (Formik, dates, selects…) are not needed to show a list: a lazy chunk. */
let editDialogModule: Promise<typeof import('./EditDialog')> | undefined
const loadEditDialog = () => {
  editDialogModule ??= import('./EditDialog').catch((error: unknown) => {
    editDialogModule = undefined // a failed load may be retried
    throw error
  })
  return editDialogModule
}
/** Called when the user reaches for the list (pointer or keyboard), so add and edit open without waiting. */
const prefetchEditDialog = () => {
  loadEditDialog().catch(() => undefined)
}
const EditDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.EditDialog })))
/**
 * The delete confirmation and the Error dialog are not on the first paint's path (issue 12): they mount (closed)
 * once the list has painted, or when first needed, whichever comes first.
 */
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })))
const ErrorDialog = lazy(() => import('./ErrorDialog').then((m) => ({ default: m.ErrorDialog })))

/** The search string a back arrow returns to: everything but the open dialog. */
function withoutDialog(searchStr: string): string {
  const params = new URLSearchParams(searchStr)
  params.delete('edit')
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/**
 * The generic list screen of a declaration (spec §2 "Generic list screen"). Reads the route's params
 * (`parentId`) and search (page, search, edit, filters) itself, so every list route renders just this.
 */
export function ResourceListScreen({ resource }: { resource: AnyResource }) {
  const route = useListRoute(resource)
  const { position } = route
  const queryClient = useQueryClient()
  const params = listParams(resource, position)
  const list = useQuery(listQueryOptions(resource, params))
  // The query's store update renders synchronously; the table and pager follow in an interruptible render, so a
  // burst of live changes never blocks the main thread for long (the burst bar, design §8.35). Only changes of the
  // same page are deferred: after going to another page the rows follow at once, as the page number does (a row
  // focused on the old page would otherwise be replaced under the keyboard's focus).
  const pageKey = JSON.stringify(params)
  const latest = useMemo(() => ({ pageKey, data: list.data }), [pageKey, list.data])
  const deferred = useDeferredValue(latest)
  const shown = (deferred.pageKey === pageKey ? deferred.data : undefined) ?? list.data
  const remove = useDeleteRecord(resource)
  useLiveGroup(resource)
  // What the rows do not need (the live connection, the toolbar's popovers) waits until they have painted.
  useHoldFirstPaint(list.isPending)

  const [shownError, setShownError] = useState<unknown>()
  const [seenListError, setSeenListError] = useState<unknown>()
  const [toDelete, setToDelete] = useState<BaseRecord>()
  const [created, setCreated] = useState<{ id: string } | undefined>()
  const trigger = useRef<HTMLElement | null>(null)

  // A failed load shows the Error dialog once per failure (spec §8), plus an inline retry.
  if (list.error && list.error !== seenListError) {
    setSeenListError(list.error)
    setShownError(list.error)
  }
  // Once mounted the dialogs stay, so they open and close (and hand focus back) as before.
  const painted = useFirstPaintDone()
  const [dialogsMounted, setDialogsMounted] = useState(false)
  if (!dialogsMounted && (painted || toDelete !== undefined || shownError !== undefined)) setDialogsMounted(true)

  const total = shown?.total ?? 0
  const last = lastPageOf(total, resource.pageSize)
  const settled = list.isSuccess && !list.isPlaceholderData

  useEffect(() => {
    rememberListSearch(route.pathname, withoutDialog(route.searchStr))
  }, [route.pathname, route.searchStr])

  // Paging feels instant: the next page is fetched while this one is read. The total is this query's own: the rows
  // on screen may still be the previous search's for a moment (deferred), with its total.
  const { page, search, filter, parentId } = position
  const settledTotal = settled ? list.data.total : undefined
  useEffect(() => {
    if (settledTotal !== undefined) prefetchNextPage(queryClient, resource, { page, search, filter, parentId }, settledTotal)
    // filter is rebuilt each render; its JSON is its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledTotal, queryClient, resource, page, search, JSON.stringify(filter), parentId])

  // A page past the end (the last row of the last page was deleted, or an old link) moves to the last page.
  const { setPage } = route
  useEffect(() => {
    if (settled && page > last) setPage(last, { replace: true })
  }, [settled, page, last, setPage])

  // filter is rebuilt each render; its JSON is its identity.
  const filterKey = JSON.stringify(filter)
  const prefetchOnIntent = useCallback(
    (target: number) => prefetchPage(queryClient, resource, { page: target, search, filter: JSON.parse(filterKey) as Record<string, string>, parentId }),
    [queryClient, resource, search, filterKey, parentId],
  )

  const { setEdit, setSearch, setFilter, filterValue } = route
  const openDialog = useCallback(
    (edit: string, from: HTMLElement) => {
      trigger.current = from
      setCreated(undefined)
      setEdit(edit)
    },
    [setEdit],
  )
  const closeDialog = () => route.setEdit(undefined, { replace: true })
  const closeError = useCallback(() => setShownError(undefined), [])

  const { mutate: removeRecord } = remove
  const confirmDelete = useCallback(() => {
    if (!toDelete) return
    removeRecord(toDelete.id, {
      onSuccess: () => {
        // Its row (and the cross that opened the confirm) goes away: focus falls back to the main content.
        trigger.current = null
        setToDelete(undefined)
      },
      onError: (e) => {
        setToDelete(undefined)
        setShownError(e)
      },
    })
  }, [toDelete, removeRecord])
  const cancelDelete = useCallback(() => setToDelete(undefined), [])
  const deleteFocusEl = useCallback(() => trigger.current ?? document.querySelector<HTMLElement>('main'), [])
  const editRow = useCallback((id: Id, from: HTMLElement) => openDialog(String(id), from), [openDialog])
  const deleteRow = useCallback((record: BaseRecord, from: HTMLElement) => {
    trigger.current = from
    setToDelete(record)
  }, [])

  const rows = shown?.values ?? []
  const editable = !resource.readOnly
  // The toolbar does not change with the rows: a burst of live updates re-renders only the rows that changed.
  const toolbar = useMemo(
    () => (
      <ListToolbar
        resource={resource}
        search={position.search}
        onSearch={setSearch}
        filterValue={filterValue}
        onFilter={setFilter}
        onAdd={editable ? (from) => openDialog(NEW_RECORD, from) : undefined}
      />
    ),
    // filterValue is rebuilt each render; the filter's JSON is its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource, position.search, setSearch, filterKey, setFilter, editable, openDialog],
  )
  // Add + Save keeps the same dialog open as the saved record, so the form is not rebuilt (design §8.12).
  const dialogKey = created && created.id === route.edit ? NEW_RECORD : route.edit

  return (
    <Stack
      gap={4}
      p={{ base: 3, md: 6 }}
      minW={0}
      onPointerOver={editable ? prefetchEditDialog : undefined}
      onFocus={editable ? prefetchEditDialog : undefined}
    >
      <ListHeading resource={resource} parentId={position.parentId} />
      {toolbar}
      {list.isError && !list.data ? (
        <Alert.Root status="error" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{list.error.message}</Alert.Title>
          <Button size="sm" onClick={() => void list.refetch()}>Retry</Button>
        </Alert.Root>
      ) : (
        <Box aria-busy={list.isFetching || undefined}>
          <ResourceTable
            resource={resource}
            rows={rows}
            loading={list.isPending}
            onEdit={editRow}
            onDelete={deleteRow}
          />
          {list.isSuccess && rows.length === 0 && (
            <Text py={6} textAlign="center" color="fg.muted">No entries</Text>
          )}
        </Box>
      )}
      {shown && <Pager page={Math.min(page, last)} last={last} total={total} onPage={setPage} onIntent={prefetchOnIntent} />}

      {editable && route.edit !== undefined && (
        <Suspense fallback={null}>
          <EditDialog
            key={dialogKey}
            resource={resource}
            edit={route.edit}
            parentId={position.parentId}
            onClose={closeDialog}
            onCreated={(id) => {
              setCreated({ id: String(id) })
              route.setEdit(String(id), { replace: true })
            }}
            finalFocusEl={() => trigger.current}
          />
        </Suspense>
      )}
      {dialogsMounted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={toDelete !== undefined}
            title={`Delete ${resource.suffix}`}
            message={MESSAGES.confirmDelete}
            confirmLabel="Delete"
            busy={remove.isPending}
            onConfirm={confirmDelete}
            onCancel={cancelDelete}
            finalFocusEl={deleteFocusEl}
          />
          <ErrorDialog error={shownError} onClose={closeError} />
        </Suspense>
      )}
    </Stack>
  )
}

import { lazy, Suspense, useMemo } from 'react'
import { MESSAGES } from '@/config'
import { ListHeading } from './ListHeading'
import { ListToolbar } from './ListToolbar'
import { Pager } from './Pager'
import { ResourceTable } from './ResourceTable'
import type { AnyResource } from './types'
import { useResourceList } from './useResourceList'
import '@/theme/controls.css'
import './ResourceListScreen.css'

/** The edit dialog and its inputs (Formik, dates, selects…) are not needed to show a list: a lazy chunk. */
let editDialogModule: Promise<typeof import('./EditDialog')> | undefined
const loadEditDialog = () => {
  editDialogModule ??= import('./EditDialog').catch((error: unknown) => {
    editDialogModule = undefined // a failed load may be retried
    throw error
  })
  return editDialogModule
}
const EditDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.EditDialog })))
/**
 * The delete confirmation and the Error dialog are not on the first paint's path either (issue 12): they mount when
 * first needed. Like the edit dialog they are the kit's (src/ui), so they need no Chakra runtime (issue 20).
 */
const loadConfirmDialog = () => import('./ConfirmDialog')
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })))
const ErrorDialog = lazy(() => import('./ErrorDialog').then((m) => ({ default: m.ErrorDialog })))

/**
 * Called when the user reaches for the list (pointer or keyboard), so add, edit and delete open without waiting for
 * the dialogs' chunks, which the list does not load (issue 12).
 */
const prefetchDialogs = () => {
  loadEditDialog().catch(() => undefined)
  loadConfirmDialog().catch(() => undefined)
}

/**
 * The generic list screen of a declaration (spec §2 "Generic list screen"). Reads the route's params
 * (`parentId`) and search (page, search, edit, filters) through its controller, so every list route renders just this.
 */
export function ResourceListScreen({ resource }: { resource: AnyResource }) {
  const { position, list, shown, rows, total, last, editable, search, filters, paging, editing, deleting, errors, dialogsMounted } =
    useResourceList(resource)
  const page = position.page
  // The toolbar does not change with the rows: a burst of live updates re-renders only the rows that changed.
  const toolbar = useMemo(
    () => (
      <ListToolbar
        resource={resource}
        search={search.value}
        onSearch={search.set}
        filterValue={filters.value}
        onFilter={filters.set}
        onAdd={editable ? editing.openNew : undefined}
      />
    ),
    [resource, search.value, search.set, filters.value, filters.set, editable, editing.openNew],
  )

  return (
    <div
      className="nc-list-screen"
      onPointerOver={editable ? prefetchDialogs : undefined}
      onFocus={editable ? prefetchDialogs : undefined}
    >
      <ListHeading resource={resource} parentId={position.parentId} />
      {toolbar}
      {list.isError && !list.data ? (
        <div role="alert" className="nc-list-screen__alert">
          <AlertIcon />
          <div className="nc-list-screen__alert-title">{list.error.message}</div>
          <button type="button" className="nc-control-button nc-control-button--solid nc-control-button--red" onClick={() => void list.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <div aria-busy={list.isFetching || undefined}>
          <ResourceTable
            resource={resource}
            rows={rows}
            loading={list.isPending}
            onEdit={editing.editRow}
            onDelete={deleting.deleteRow}
          />
          {list.isSuccess && rows.length === 0 && (
            <p className="nc-list-screen__empty">No entries</p>
          )}
        </div>
      )}
      {shown && <Pager page={Math.min(page, last)} last={last} total={total} onPage={paging.setPage} onIntent={paging.prefetchOnIntent} />}

      {editable && editing.edit !== undefined && (
        <Suspense fallback={null}>
          <EditDialog
            key={editing.dialogKey}
            resource={resource}
            edit={editing.edit}
            parentId={position.parentId}
            onClose={editing.close}
            onCreated={editing.onCreated}
            finalFocusEl={editing.finalFocusEl}
          />
        </Suspense>
      )}
      {dialogsMounted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={deleting.toDelete !== undefined}
            title={`Delete ${resource.suffix}`}
            message={MESSAGES.confirmDelete}
            confirmLabel="Delete"
            busy={deleting.busy}
            onConfirm={deleting.confirm}
            onCancel={deleting.cancel}
            finalFocusEl={deleting.focusEl}
          />
          <ErrorDialog error={errors.shown} onClose={errors.close} />
        </Suspense>
      )}
    </div>
  )
}

/** The error status icon of Chakra's Alert, so the plain alert looks the same. */
function AlertIcon() {
  return (
    <svg className="nc-list-screen__alert-icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
    </svg>
  )
}

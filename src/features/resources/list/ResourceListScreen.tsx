import { useMemo, useRef } from 'react'
import { BulkBar } from '../rows/bulk/BulkBar'
import { useListExport } from '../export/useListExport'
import { useListImport } from '../import/useListImport'
import { ListHeading } from './ListHeading'
import { ListToolbar } from './ListToolbar'
import { useLockNotices } from '../rows/locks/useLockNotices'
import { Pager } from './Pager'
import { ResourceTable } from './ResourceTable'
import { mayDelete } from '../rows/rowActions'
import type { AnyResource } from '../types'
import { useResourceList } from './useResourceList'
import { useListKeyboard } from './keyboard/useListKeyboard'
import { Button } from '@/ui/Button'
import { Alert } from '@/ui/Alert'
import { lazyComponent } from '@/ui/lazyComponent'
import { listScreenStyles as s } from './ResourceListScreen.styles'
import { useLingui } from '@lingui/react'

/** The edit dialog and its inputs (Formik, dates, selects…) are not needed to show a list: a lazy chunk. */
const EditDialog = lazyComponent(() => import('../edit/EditDialog').then((m) => m.EditDialog))
/**
 * The delete confirmation and the Error dialog are not on the first paint's path either: each mounts (and its chunk
 * loads, unless prefetched) only while it is shown.
 */
const DeleteConfirm = lazyComponent(() => import('../rows/DeleteConfirm').then((m) => m.DeleteConfirm))
const ErrorDialog = lazyComponent(() => import('../ErrorDialog').then((m) => m.ErrorDialog))
/** The shortcuts' help, on `?`. */
const ShortcutHelp = lazyComponent(() => import('./keyboard/ShortcutHelp').then((m) => m.ShortcutHelp))

/**
 * Called when the user reaches for the list (pointer or keyboard), so add, edit and delete open without waiting for the
 * dialogs' chunks, which the list does not load.
 */
const prefetchDialogs = () => {
  EditDialog.preload().catch(() => undefined)
  DeleteConfirm.preload().catch(() => undefined)
}

/**
 * The generic list screen of a declaration. Reads the route's params (`parentId`) and search (page, search, edit,
 * filters) through its controller, so every list route renders just this.
 */
export function ResourceListScreen({ resource }: { resource: AnyResource }) {
  const { _ } = useLingui()
  const controller = useResourceList(resource)
  const {
    position,
    list,
    shown,
    rows,
    rowsPending,
    total,
    last,
    editable,
    search,
    filters,
    paging,
    editing,
    deleting,
    errors,
    dialogsMounted,
    selecting,
  } = controller
  const screen = useRef<HTMLDivElement>(null)
  const keys = useListKeyboard(resource, controller, screen)
  const page = position.page
  const exporting = useListExport(resource, position)
  const importing = useListImport(resource, position.parentId, errors.show)
  useLockNotices(resource, editing.editRow)
  // The toolbar does not change with the rows: a burst of live updates re-renders only the rows that changed.
  const toolbar = useMemo(
    () => (
      <ListToolbar
        resource={resource}
        search={search.value}
        onSearch={search.set}
        filterValue={filters.value}
        onFilter={filters.set}
        onExport={exporting.start}
        exporting={exporting.running}
        onAdd={editable ? editing.openNew : undefined}
        onImport={editable ? importing.start : undefined}
      />
    ),
    [
      resource,
      search.value,
      search.set,
      filters.value,
      filters.set,
      exporting.start,
      exporting.running,
      editable,
      editing.openNew,
      importing.start,
    ],
  )

  return (
    <div
      ref={screen}
      className={s.root}
      onPointerOver={editable ? prefetchDialogs : undefined}
      onFocus={editable ? prefetchDialogs : undefined}
    >
      <ListHeading resource={resource} parentId={position.parentId} />
      {/* The selection's bar takes the toolbar's place: ticking a row moves no row under the pointer. */}
      <div className={s.toolbarSlot}>
        {toolbar}
        {mayDelete(resource) && (
          <BulkBar
            resource={resource}
            control={selecting}
            rows={rows}
            total={total}
            onError={errors.show}
            onExport={exporting.start}
            exporting={exporting.running}
          />
        )}
      </div>
      {exporting.panel}
      {importing.dialog}
      {list.isError && !list.data ? (
        <Alert status="error" title={list.error.message}>
          <Button size="sm" palette="danger" onClick={() => void list.refetch()}>
            {_('Retry')}
          </Button>
        </Alert>
      ) : (
        <div aria-busy={list.isFetching || undefined}>
          <ResourceTable
            resource={resource}
            rows={rows}
            loading={rowsPending}
            onEdit={editing.editRow}
            onEditIntent={editing.editIntent}
            onDelete={deleting.deleteRow}
            selected={mayDelete(resource) ? selecting.selection.rows : undefined}
            onSelect={selecting.toggleRow}
            onSelectPage={selecting.setPage}
            grid={keys.grid}
          />
          {shown !== undefined && total === 0 && rows.length === 0 && <p className={s.empty}>{_('No entries')}</p>}
        </div>
      )}
      {shown && (
        <Pager
          page={Math.min(page, last)}
          last={last}
          total={total}
          onPage={paging.setPage}
          onIntent={paging.prefetchOnIntent}
        />
      )}

      {editable && editing.edit !== undefined && (
        <EditDialog
          key={editing.dialogKey}
          resource={resource}
          edit={editing.edit}
          parentId={position.parentId}
          onClose={editing.close}
          onCreated={editing.onCreated}
          finalFocusEl={keys.finalFocusEl}
          onStep={keys.step}
          onStepIntent={keys.stepIntent}
        />
      )}
      {dialogsMounted && (
        <>
          <DeleteConfirm
            resource={resource}
            record={deleting.toDelete}
            onConfirm={deleting.confirm}
            onCancel={deleting.cancel}
            finalFocusEl={deleting.focusEl}
          />
          <ErrorDialog error={errors.shown} onClose={errors.close} />
        </>
      )}
      {keys.help && <ShortcutHelp onClose={keys.closeHelp} />}
    </div>
  )
}

import { lazy, Suspense, useMemo } from 'react'
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react'
import { MESSAGES } from '@/config'
import { ListHeading } from './ListHeading'
import { ListToolbar } from './ListToolbar'
import { Pager } from './Pager'
import { ResourceTable } from './ResourceTable'
import type { AnyResource } from './types'
import { useResourceList } from './useResourceList'

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
            onEdit={editing.editRow}
            onDelete={deleting.deleteRow}
          />
          {list.isSuccess && rows.length === 0 && (
            <Text py={6} textAlign="center" color="fg.muted">No entries</Text>
          )}
        </Box>
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
    </Stack>
  )
}

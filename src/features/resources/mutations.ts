import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { deleteRecord, saveRecord, type Page } from '@/api/crud'
import { MESSAGES } from '@/i18n/messages'
import { toaster } from '@/ui/toaster'
import { queryKeys, type Id } from '@/api/queryKeys'
import { markOwnWrite } from '@/features/live'
import { endpointOf } from '@/api/endpoint'
import { UNDO_MS } from '@/config'
import { recordName } from './recordName'
import type { AnyResource, BaseRecord } from './types'

/** A record as the dialog sends it: without id when new. */
export type RecordInput = Omit<BaseRecord, 'id'> & { id?: Id | null }

/** A save: the record, and the version it was made from (`If-Match`) when the server sent one. */
export interface SaveInput {
  record: RecordInput
  ifMatch?: string
}

function sameId(a: Id, b: Id) {
  return String(a) === String(b)
}

function patchLists(
  queryClient: QueryClient,
  resource: AnyResource,
  patch: (page: Page<BaseRecord>) => Page<BaseRecord>,
) {
  queryClient.setQueriesData<Page<BaseRecord>>({ queryKey: queryKeys.lists(resource.name) }, (page) =>
    page ? patch(page) : page,
  )
}

/**
 * The cache follows a save's answer instead of reloading: the record's detail, and its row wherever it is cached; a
 * new record reloads the lists, since where it lands depends on order, search and filters.
 */
export function applySaved(queryClient: QueryClient, resource: AnyResource, saved: BaseRecord, updated: boolean) {
  markOwnWrite(resource, saved.id)
  queryClient.setQueryData(queryKeys.detail(resource.name, saved.id), saved)
  if (updated) {
    patchLists(queryClient, resource, (page) => ({
      ...page,
      values: page.values.map((r) => (sameId(r.id, saved.id) ? saved : r)),
    }))
  } else reloadLists(queryClient, resource)
}

/** PUT (or POST without id) of one record; a server with versions answers 412 to a stale `ifMatch`. */
export function sendSave(resource: AnyResource, { record, ifMatch }: SaveInput) {
  // Marked before it is sent: the hub may announce the write before its answer arrives.
  if (record.id !== undefined && record.id !== null && record.id !== '') markOwnWrite(resource, record.id)
  return saveRecord(endpointOf(resource), record, resource.schema, ifMatch)
}

/**
 * Save = POST without id, PUT with id; the cache follows the answer, and a toast says it is done. `undo` is offered
 * with an update's toast (see docs/decisions.md, "Undo after a save").
 */
export function useSaveRecord(resource: AnyResource, undo?: (saved: BaseRecord) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SaveInput) => sendSave(resource, input),
    onSuccess: (saved, { record }) => {
      const updated = record.id !== undefined && record.id !== null && record.id !== ''
      applySaved(queryClient, resource, saved, updated)
      const name = recordName(resource, saved)
      if (updated && undo) {
        toaster.create({
          type: 'success',
          title: MESSAGES.updated(name),
          duration: UNDO_MS,
          action: { label: MESSAGES.undo, onClick: () => undo(saved) },
        })
      } else toaster.create({ type: 'success', title: updated ? MESSAGES.updated(name) : MESSAGES.created(name) })
    },
  })
}

/** The resource's cached lists are fetched again (those on screen at once), so each page fills up again. */
export function reloadLists(queryClient: QueryClient, resource: AnyResource) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.lists(resource.name) })
}

/**
 * A deleted record leaves every cached page at once, and the lists are reloaded so each page fills up again; a run of
 * many deletes reloads them once at its end instead (`reload: false`).
 */
export function forgetDeleted(queryClient: QueryClient, resource: AnyResource, id: Id, { reload = true } = {}) {
  markOwnWrite(resource, id)
  queryClient.removeQueries({ queryKey: queryKeys.detail(resource.name, id), exact: true })
  patchLists(queryClient, resource, (page) => {
    const values = page.values.filter((r) => !sameId(r.id, id))
    return values.length === page.values.length ? page : { values, total: Math.max(0, page.total - 1) }
  })
  if (reload) reloadLists(queryClient, resource)
}

/** DELETE, then the cache forgets the record; a failure (ApiError) leaves the cache as it was. */
export async function sendDelete(
  queryClient: QueryClient,
  resource: AnyResource,
  id: Id,
  options?: { reload?: boolean },
) {
  // Marked before it is sent: the hub may announce the delete before its answer arrives, and a bulk run's own
  // ItemDeleted events would each fetch a backfill row and reload the page.
  markOwnWrite(resource, id)
  await deleteRecord(endpointOf(resource), id)
  forgetDeleted(queryClient, resource, id, options)
}

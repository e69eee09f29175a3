import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { deleteRecord, saveRecord, type Page } from '@/api/crud'
import { MESSAGES } from '@/i18n/messages'
import { toaster } from '@/ui/toaster'
import { queryKeys, type Id } from '@/api/queryKeys'
import { markOwnWrite } from '@/features/live'
import { endpointOf } from '@/api/endpoint'
import type { AnyResource, BaseRecord } from './types'

/** A record as the dialog sends it: without id when new. */
export type RecordInput = Omit<BaseRecord, 'id'> & { id?: Id | null }

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
 * Save = POST without id, PUT with id; the cache follows the server's answer instead of reloading, and a toast says it
 * is done.
 */
export function useSaveRecord(resource: AnyResource) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (record: RecordInput) => saveRecord(endpointOf(resource), record, resource.schema),
    onSuccess: (saved, input) => {
      markOwnWrite(resource, saved.id)
      queryClient.setQueryData(queryKeys.detail(resource.name, saved.id), saved)
      const updated = input.id !== undefined && input.id !== null && input.id !== ''
      toaster.create({ type: 'success', title: updated ? MESSAGES.updated : MESSAGES.created })
      if (updated) {
        // An update changes one row in place wherever it is cached.
        patchLists(queryClient, resource, (page) => ({
          ...page,
          values: page.values.map((r) => (sameId(r.id, saved.id) ? saved : r)),
        }))
      } else {
        // Where a new record lands depends on order, search and filters: let the server say.
        void queryClient.invalidateQueries({ queryKey: queryKeys.lists(resource.name) })
      }
    },
  })
}

/** A deleted record leaves every cached page at once, and the lists are refetched so each page fills up again. */
export function forgetDeleted(queryClient: QueryClient, resource: AnyResource, id: Id) {
  markOwnWrite(resource, id)
  queryClient.removeQueries({ queryKey: queryKeys.detail(resource.name, id), exact: true })
  patchLists(queryClient, resource, (page) => {
    const values = page.values.filter((r) => !sameId(r.id, id))
    return values.length === page.values.length ? page : { values, total: Math.max(0, page.total - 1) }
  })
  void queryClient.invalidateQueries({ queryKey: queryKeys.lists(resource.name) })
}

/** DELETE, then the cache forgets the record; a failure (ApiError) leaves the cache as it was. */
export async function sendDelete(queryClient: QueryClient, resource: AnyResource, id: Id) {
  await deleteRecord(endpointOf(resource), id)
  forgetDeleted(queryClient, resource, id)
}

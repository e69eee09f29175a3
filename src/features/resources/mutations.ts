import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { deleteRecord, saveRecord, type Page } from '@/api/crud'
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

/** Save = POST without id, PUT with id; the cache follows the server's answer instead of reloading. */
export function useSaveRecord(resource: AnyResource) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (record: RecordInput) => saveRecord(endpointOf(resource), record, resource.schema),
    onSuccess: (saved, input) => {
      markOwnWrite(resource, saved.id)
      queryClient.setQueryData(queryKeys.detail(resource.name, saved.id), saved)
      if (input.id !== undefined && input.id !== null && input.id !== '') {
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

/** Delete removes the row at once and refetches the lists so the page fills up again. */
export function useDeleteRecord(resource: AnyResource) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: Id) => deleteRecord(endpointOf(resource), id),
    onSuccess: (_answer, id) => {
      markOwnWrite(resource, id)
      queryClient.removeQueries({ queryKey: queryKeys.detail(resource.name, id), exact: true })
      patchLists(queryClient, resource, (page) => {
        const values = page.values.filter((r) => !sameId(r.id, id))
        return values.length === page.values.length ? page : { values, total: Math.max(0, page.total - 1) }
      })
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists(resource.name) })
    },
  })
}

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { errorText, isApiError } from '@/api/errors'
import { UNDO_MS } from '@/config'
import { MESSAGES } from '@/i18n/messages'
import { toaster } from '@/ui/toaster'
import { holdRow } from '@/features/live'
import { sendDelete } from '../mutations'
import { pendingDeletes } from './pendingDeletes'
import { deleteButtonOf } from './rowActions'
import { recordName } from '../recordName'
import type { AnyResource, BaseRecord } from '../types'

/**
 * A list's deletes with Undo: `remove` hides the row at once and shows "Element deleted" with Undo for
 * UNDO_MS; the DELETE goes when that time is up, or at once when the list closes. `hidden` holds the ids the
 * list leaves out meanwhile. A DELETE that fails brings the row back and goes to `onFailed` (the Error dialog), or,
 * once the list has closed, to an error toast; a 401 signs out as any 401 does.
 */
export function useUndoableDelete(resource: AnyResource, onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient()
  const getHidden = useCallback(() => pendingDeletes.hiddenOf(resource.name), [resource.name])
  const hidden = useSyncExternalStore(pendingDeletes.subscribe, getHidden, getHidden)

  const open = useRef(true)
  const failed = useRef(onFailed)
  useEffect(() => {
    failed.current = onFailed
  })
  useEffect(() => {
    open.current = true
    return () => {
      open.current = false
      pendingDeletes.sendNow(resource.name)
    }
  }, [resource.name])

  const remove = useCallback(
    (record: BaseRecord) => {
      if (pendingDeletes.hiddenOf(resource.name).has(String(record.id))) return
      const undo = pendingDeletes.schedule({
        resource,
        ids: [record.id],
        queryClient,
        release: holdRow(resource, record.id),
        send: () =>
          sendDelete(queryClient, resource, record.id).catch((error: unknown) => {
            if (open.current) failed.current(error)
            else if (!(isApiError(error) && error.status === 401))
              toaster.create({ type: 'error', title: errorText(error) })
          }),
      })
      toaster.create({
        type: 'success',
        title: MESSAGES.deleted(recordName(resource, record)),
        duration: UNDO_MS,
        action: {
          label: MESSAGES.undo,
          onClick: () => {
            if (!undo()) return
            // The toast and its button go: the focus goes to the row that came back, once it is there.
            requestAnimationFrame(() => deleteButtonOf(resource, record)?.focus())
          },
        },
      })
    },
    [queryClient, resource],
  )

  return { hidden, remove }
}

import { useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { listPathOf } from '../list/listPaths'
import { useSaveRecord, type SaveInput } from '../mutations'
import type { AnyResource, BaseRecord } from '../types'
import type { Values } from './recordValues'
import { undoSave } from './undoSave'

/**
 * The dialog's save, whose toast offers Undo of an update: `saveFrom(record)` is the save of values built on `record`,
 * which Undo puts back. Undo's "Compare" opens the record in its list.
 */
export function useUndoableSave(resource: AnyResource, owner: string, record: Values) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const before = useRef<Values>(record)
  const save = useSaveRecord(resource, (saved) => {
    const parentKey = resource.parent?.key
    const parentId = parentKey ? saved[parentKey] : undefined
    const list = listPathOf(
      resource,
      typeof parentId === 'number' || typeof parentId === 'string' ? parentId : undefined,
    )
    void undoSave({
      queryClient,
      resource,
      owner,
      before: before.current as BaseRecord,
      saved,
      open: () => void navigate({ href: `${list}?edit=${encodeURIComponent(String(saved.id))}` }),
    })
  })
  const saveFrom = (record: Values) => (input: SaveInput) => {
    before.current = record
    return save.mutateAsync(input)
  }
  return { saveFrom }
}

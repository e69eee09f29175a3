import { useCallback, useState } from 'react'
import { useFadingRows } from '@/features/live'
import type { Id } from '@/api/queryKeys'
import type { ListPosition } from '../../queries'
import type { AnyResource, BaseRecord } from '../../types'
import { emptySelection, inScope, setMany, toggle, without } from './selection'

/**
 * A list's selection: it survives paging and live updates, rows deleted live leave it, and it is empty again as soon
 * as the search, filter or parent changes (its scope).
 */
export function useSelection(resource: AnyResource, position: ListPosition) {
  const scope = JSON.stringify([resource.name, position.parentId ?? null, position.search, position.filter])
  const [state, setState] = useState(() => emptySelection(scope))
  const selection = inScope(state, scope)
  const [selectingAll, setSelectingAll] = useState(false)

  const fading = useFadingRows(resource)
  // Adjusted while rendering, not in an effect: the row leaves the selection in the render that drops it.
  const [seenFading, setSeenFading] = useState(fading)
  if (fading !== seenFading) {
    setSeenFading(fading)
    if (fading.length > 0)
      setState((s) =>
        without(
          s,
          fading.map((f) => f.record.id),
        ),
      )
  }

  const toggleRow = useCallback((record: BaseRecord) => setState((s) => toggle(inScope(s, scope), record)), [scope])
  const setPage = useCallback(
    (records: readonly BaseRecord[], on: boolean) => setState((s) => setMany(inScope(s, scope), records, on)),
    [scope],
  )
  const clear = useCallback(() => setState(emptySelection(scope)), [scope])
  const drop = useCallback((ids: readonly Id[]) => setState((s) => without(s, ids)), [])
  const { search, filter, parentId } = position
  const selectAll = useCallback(
    async (onFailed: (error: unknown) => void) => {
      setSelectingAll(true)
      try {
        const { allRecords } = await import('./selectAll')
        const records = await allRecords(resource, { search, filter, parentId })
        // Records of a scope left meanwhile are not chosen: inScope drops them with the old scope.
        setState((s) => (s.scope === scope ? setMany(s, records, true) : s))
      } catch (error) {
        onFailed(error)
      } finally {
        setSelectingAll(false)
      }
    },
    // The filter is rebuilt each render; the scope holds its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource, scope],
  )
  return { selection, toggleRow, setPage, clear, drop, selectAll, selectingAll }
}
export type SelectionControl = ReturnType<typeof useSelection>

import { useCallback, useLayoutEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { pendingDeletes } from '../../rows/pendingDeletes'
import { listParams, listQueryOptions, prefetchRecord, type ListPosition } from '../../queries'
import type { AnyResource, BaseRecord } from '../../types'
import type { RowCursor } from './useRowCursor'

interface StepPlace {
  resource: AnyResource
  position: ListPosition
  rows: readonly BaseRecord[]
  last: number
  /** The open dialog's record id. */
  edit: string | undefined
  /** Opens a record's dialog in place of the open one, on this page or another (one history entry, replaced). */
  openInstead(id: string, page?: number): void
  close(): void
  cursor: RowCursor
  /** Where the focus goes when the dialog closes, had it not stepped. */
  finalFocusEl(): HTMLElement | null
}

/**
 * Alt+↓ / Alt+↑ in the edit dialog (docs/decisions.md, "Lists by keyboard"): once the record is saved, the next or
 * previous row of the list opens in its place, over the page's end onto the next or previous page. Its dialog takes
 * the row's lock as the pencil's does, or opens read-only when someone else holds it. With no row there (the list's
 * last, or a record not on this page, opened from the command palette) the dialog closes as after Save. The row
 * cursor follows, and the focus returns to the last row opened.
 */
export function useEditStep(place: StepPlace) {
  const queryClient = useQueryClient()
  const latest = useRef(place)
  useLayoutEffect(() => {
    latest.current = place
  })
  /** The record the last step opened: its dialog, when it closes, gives the focus to its row. */
  const steppedTo = useRef<string | undefined>(undefined)

  const step = useCallback(
    async (direction: 1 | -1) => {
      const { resource, position, rows, last, edit, openInstead, close, cursor } = latest.current
      const ids = rows.map((r) => String(r.id))
      const at = edit === undefined ? -1 : ids.indexOf(edit)
      const go = (id: string, page?: number) => {
        steppedTo.current = id
        cursor.setCursor(id)
        openInstead(id, page)
      }
      const near = at < 0 ? undefined : ids[at + direction]
      if (near !== undefined) return go(near)
      const page = position.page + direction
      if (at < 0 || page < 1 || page > last) return close()
      const answer = await queryClient.fetchQuery(
        listQueryOptions(resource, listParams(resource, { ...position, page })),
      )
      const hidden = pendingDeletes.hiddenOf(resource.name)
      const shown = answer.values.filter((r) => !hidden.has(String(r.id)))
      const target = direction === 1 ? shown[0] : shown.at(-1)
      if (target === undefined) return close()
      go(String(target.id), page)
    },
    [queryClient],
  )
  /** Alt+↓/↑ pressed: the neighbour's GET starts now, beside the save, not after it (a row of this page). */
  const intent = useCallback(
    (direction: 1 | -1) => {
      const { resource, rows, edit } = latest.current
      const at = rows.findIndex((r) => String(r.id) === edit)
      const near = at < 0 ? undefined : rows[at + direction]
      if (near) prefetchRecord(queryClient, resource, near.id)
    },
    [queryClient],
  )
  // Called as a dialog closes, before this render's place is stored: `edit` is still the closing dialog's record.
  const finalFocusEl = useCallback(() => {
    const { edit, cursor, finalFocusEl: fallback } = latest.current
    return (edit !== undefined && edit === steppedTo.current ? cursor.element() : null) ?? fallback()
  }, [])
  return { step, intent, finalFocusEl }
}

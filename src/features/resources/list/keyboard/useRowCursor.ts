import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { BaseRecord } from '../../types'

/** A row of the list's grid on screen, found by the id it carries (`data-row-id`). */
export function rowElementOf(grid: HTMLElement | null, id: string | undefined): HTMLElement | null {
  if (!grid || id === undefined) return null
  return [...grid.querySelectorAll<HTMLElement>('[data-row-id]')].find((el) => el.dataset.rowId === id) ?? null
}

interface CursorPlace {
  rows: readonly BaseRecord[]
  page: number
  last: number
  /** The page's own rows are on screen (not the previous page's, kept while the next loads). */
  settled: boolean
  setPage(page: number): void
}

/**
 * The list's row cursor (a roving tabindex, WAI-ARIA's grid): one row is the grid's tab stop, the cursor's, else the
 * first. `move` goes down or up a row, onto the next or previous page past the page's ends, and takes the focus there;
 * with no row chosen yet it lands on the first row. A row or a control in it that takes the focus (Tab, a click)
 * becomes the cursor, so the cursor is where the person works.
 */
export function useRowCursor({ rows, page, last, settled, setPage }: CursorPlace) {
  const [cursor, setCursor] = useState<string>()
  const [focusAsked, setFocusAsked] = useState(0)
  const [pending, setPending] = useState<{ page: number; edge: 'first' | 'last' }>()
  const grid = useRef<HTMLTableElement | null>(null)
  const ids = rows.map((r) => String(r.id))
  const at = cursor === undefined ? -1 : ids.indexOf(cursor)
  const tabStop = at >= 0 ? cursor : ids[0]

  // Past the page's end: once the next page's rows are here, its first row (or the previous page's last) takes it.
  if (pending && settled && page === pending.page && ids.length > 0) {
    setPending(undefined)
    setCursor(pending.edge === 'first' ? ids[0] : ids.at(-1))
    setFocusAsked((n) => n + 1)
  }
  useLayoutEffect(() => {
    if (focusAsked > 0) rowElementOf(grid.current, cursor)?.focus()
    // Only when a key asked for it: a cursor that changes because the focus moved there is focused already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusAsked])

  const focusRow = useCallback((id: string) => {
    setCursor(id)
    setFocusAsked((n) => n + 1)
  }, [])

  const move = (step: 1 | -1 | 'first' | 'last') => {
    const first = ids[0]
    const lastRow = ids.at(-1)
    if (first === undefined || lastRow === undefined) return
    if (step === 'first' || step === 'last' || at < 0) return focusRow(step === 'last' ? lastRow : first)
    const near = ids[at + step]
    if (near !== undefined) return focusRow(near)
    const target = page + step
    if (target < 1 || target > last) return focusRow(ids[at] ?? first)
    setPending({ page: target, edge: step === 1 ? 'first' : 'last' })
    setPage(target)
  }

  /** A row (or a control in it) took the focus: it is the cursor now. */
  const onFocus = useCallback((target: EventTarget) => {
    const row = target instanceof Element ? target.closest<HTMLElement>('[data-row-id]') : null
    if (row?.dataset.rowId !== undefined) setCursor(row.dataset.rowId)
  }, [])

  return {
    grid,
    /** The chosen row on this page, else undefined. */
    cursor: at >= 0 ? cursor : undefined,
    tabStop,
    move,
    focusRow,
    /** Keeps the cursor on a row without moving the focus (a dialog opened from it gives the focus back there). */
    setCursor,
    onFocus,
    /** The cursor's row element on screen. */
    element: () => rowElementOf(grid.current, at >= 0 ? cursor : undefined),
  }
}
export type RowCursor = ReturnType<typeof useRowCursor>

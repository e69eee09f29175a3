import { useEffect, useRef } from 'react'
import type { Id } from '@/api/queryKeys'
import { isTypingTarget, listKeyOf, type ListKey } from './gridKeys'
import type { RowCursor } from './useRowCursor'
import type { BaseRecord } from '../../types'

/** What the list's keys do; each is the list's own action, as its buttons would run it. */
export interface ListActions {
  rows: readonly BaseRecord[]
  /** Enter: the row's pencil (a row someone else holds opens read-only, as its eye). */
  open?(id: Id, from: HTMLElement): void
  /** `v`: only a row someone else holds, read-only. */
  isLocked(id: Id): boolean
  select?(record: BaseRecord): void
  selectRange?(records: readonly BaseRecord[]): void
  add?(from: HTMLElement): void
  /** Delete: the row's cross, where it has one. */
  remove?(record: BaseRecord, from: HTMLElement): void
  mayRemove(record: BaseRecord): boolean
  focusSearch(): void
  showHelp(): void
}

/** Keys that act on the row holding the focus. */
const ROW_KEYS = new Set<ListKey>(['open', 'select', 'selectRange', 'delete', 'view'])
/** Keys that keep their own use outside the grid (arrows and Home/End scroll the page). */
const GRID_ONLY = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End'])

/** Where a key press belongs to something else: a field being typed in, or a dialog, menu or popover open over it. */
function elsewhere(target: EventTarget | null): boolean {
  if (isTypingTarget(target)) return true
  if (document.querySelector('dialog[open]')) return true
  return target instanceof Element && target.closest('[popover], [role="dialog"], [role="menu"]') !== null
}

/**
 * The list's shortcuts (docs/decisions.md, "Lists by keyboard"), on the window while the list is shown: `j`/`k` move
 * the row cursor from anywhere on the page, the arrows and Home/End inside the grid; Enter, `x`, Shift+`x`, Delete and
 * `v` act on the focused row; `n` adds, `/` goes to the search, `?` lists the keys, `z` goes to the newest toast's
 * button (Undo). None fires while the person types in a field or a dialog is open.
 */
export function useListShortcuts(cursor: RowCursor, actions: ListActions) {
  const latest = useRef({ cursor, actions })
  useEffect(() => {
    latest.current = { cursor, actions }
  })
  const anchor = useRef<string | undefined>(undefined)

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || elsewhere(e.target)) return
      const { cursor: c, actions: a } = latest.current
      const toast = e.key.toLowerCase() === 'z' && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey
      const key = listKeyOf(e)
      if (toast) {
        const buttons = document.querySelectorAll<HTMLElement>('[data-toast-action]')
        const newest = buttons[buttons.length - 1]
        if (!newest) return
        e.preventDefault()
        newest.focus()
        return
      }
      if (!key) return
      const target = e.target instanceof Element ? e.target : null
      const row = target?.closest<HTMLElement>('[data-row-id]') ?? null
      const inGrid = row !== null && c.grid.current?.contains(row) === true
      if (GRID_ONLY.has(e.key) && !inGrid) return
      if (ROW_KEYS.has(key)) {
        // A row's own controls keep Enter; the other row keys act on the row holding the focus.
        if (!inGrid || (key === 'open' && target !== row)) return
        const record = a.rows.find((r) => String(r.id) === row.dataset.rowId)
        if (record && rowKey(key, record, row, a, anchor)) e.preventDefault()
        return
      }
      if (e.repeat && key !== 'down' && key !== 'up') return
      e.preventDefault()
      if (key === 'down') c.move(1)
      else if (key === 'up') c.move(-1)
      else if (key === 'first' || key === 'last') c.move(key)
      else if (key === 'search') a.focusSearch()
      else if (key === 'help') a.showHelp()
      else if (key === 'add') {
        const from = c.element() ?? document.activeElement
        if (from instanceof HTMLElement) a.add?.(from)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}

/** A key on a row; false when the row has no such action (the key is left to the browser). */
function rowKey(
  key: ListKey,
  record: BaseRecord,
  row: HTMLElement,
  a: ListActions,
  anchor: { current: string | undefined },
): boolean {
  if (key === 'open' && a.open) a.open(record.id, row)
  else if (key === 'view' && a.open && a.isLocked(record.id)) a.open(record.id, row)
  else if (key === 'delete' && a.remove && a.mayRemove(record)) a.remove(record, row)
  else if (key === 'select' && a.select) {
    a.select(record)
    anchor.current = String(record.id)
  } else if (key === 'selectRange' && a.selectRange) {
    const ids = a.rows.map((r) => String(r.id))
    const from = anchor.current !== undefined && ids.includes(anchor.current) ? ids.indexOf(anchor.current) : 0
    const to = ids.indexOf(String(record.id))
    a.selectRange(a.rows.slice(Math.min(from, to), Math.max(from, to) + 1))
  } else return false
  return true
}

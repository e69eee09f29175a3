import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { parseId } from '../parseId'
import { rowsSearchStr, validateListSearch, type ListSearch } from './listSearch'
import type { ListPosition } from '../queries'
import type { ResourceDeclaration } from '../declaration'
import type { AnyResource } from '../types'

/** What the URL's list position depends on. */
type Positioned = Pick<ResourceDeclaration, 'filters' | 'parent'>

export const NEW_RECORD = 'new'

/**
 * The value of each declared filter: from the URL, else its initial value; '' = All (see docs/decisions.md, "Filters in
 * the address").
 */
export function filterValues(resource: Positioned, search: ListSearch): Record<string, string> {
  const out: Record<string, string> = {}
  for (const f of resource.filters ?? []) {
    const raw = search[f.name]
    const value = raw === undefined ? (f.initial ?? '') : String(raw)
    if (value !== '') out[f.name] = value
  }
  return out
}

/** Ids and numeric filter values go into the URL as numbers, so it reads `?filter=9`, not `?filter="9"`. */
function urlValue(value: string): string | number {
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : value
}

/**
 * Where in the list the URL points: the route's loader and the screen both read it, so the loader's query is the
 * one the screen shows. `routeParentId` is the `$parentId` path param; optional parents come from the search.
 */
export function listPositionOf(resource: Positioned, search: ListSearch, routeParentId?: string): ListPosition {
  const rawParent = routeParentId ?? (resource.parent?.optional ? search.parentId : undefined)
  return {
    page: search.page ?? 1,
    search: search.search === undefined ? '' : String(search.search),
    filter: filterValues(resource, search),
    parentId: rawParent === undefined || rawParent === '' ? undefined : parseId(String(rawParent)),
  }
}

export interface ListRoute {
  position: ListPosition
  /** The open dialog: a record id, 'new', or undefined. */
  edit: string | undefined
  setPage(page: number, opts?: { replace?: boolean }): void
  /**
   * A new search starts at page 1 in a new history entry; typing on replaces it (see docs/decisions.md, "Paging, search
   * and order").
   */
  setSearch(text: string): void
  setFilter(name: string, value: string): void
  setEdit(edit: string | undefined, opts?: { replace?: boolean }): void
  /** Another record's dialog in place of the open one, on `page` if given: the same history entry. */
  openInstead(edit: string, page?: number): void
  pathname: string
  /** The search string a back arrow returns to: everything but the open dialog. */
  listSearchStr: string
}

/**
 * Page, search, filters and the open dialog live in the URL (see docs/decisions.md, "Paging, search and order"); the
 * screen is not bound to one route.
 */
export function useListRoute(resource: AnyResource): ListRoute {
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>
  const params = useParams({ strict: false }) as { parentId?: string }
  // Selected, so opening or closing a dialog re-renders the list once, with the matches, not first for the address.
  const pathname = useLocation({ select: (location) => location.pathname })
  const listSearchStr = useLocation({ select: (location) => rowsSearchStr(location.searchStr) })
  const navigate = useNavigate()
  const search = validateListSearch(rawSearch)
  const edit = search.edit === undefined ? '' : String(search.edit)

  // The search in the URL now: the first letters of a search push an entry (Back returns to the page the user was
  // on), the following ones replace it (one Back leaves the search, not each letter).
  const searching = useRef(false)
  useLayoutEffect(() => {
    searching.current = search.search !== undefined && search.search !== ''
  })

  const update = useCallback(
    (patch: Record<string, string | number | undefined>, replace = false, resetScroll = true) => {
      void navigate({
        to: '.',
        replace,
        resetScroll,
        // The screen serves many routes, so the search updater is typed by ListSearch, not by one route.
        search: ((prev: Record<string, unknown>) => {
          const next: Record<string, unknown> = { ...prev, ...patch }
          for (const [k, v] of Object.entries(next)) if (v === undefined) delete next[k]
          return next
        }) as never,
      })
    },
    [navigate],
  )

  const actions = useMemo(() => {
    const initialOf = (name: string) => resource.filters?.find((f) => f.name === name)?.initial ?? ''
    return {
      setPage: (page: number, opts?: { replace?: boolean }) =>
        update({ page: page > 1 ? page : undefined }, opts?.replace),
      setSearch: (text: string) => update({ search: text || undefined, page: undefined }, searching.current),
      setFilter: (name: string, value: string) => {
        // '' must stay in the URL when the filter starts elsewhere, or the initial value would come back.
        const stored = value === '' && initialOf(name) === '' ? undefined : urlValue(value)
        update({ [name]: stored, page: undefined })
      },
      // A dialog opens over the list where it is: the router's scroll reset (to the top, on any new entry) is not for
      // it.
      setEdit: (edit: string | undefined, opts?: { replace?: boolean }) =>
        update({ edit: edit === undefined ? undefined : urlValue(edit) }, opts?.replace, false),
      openInstead: (edit: string, page?: number) =>
        update({ edit: urlValue(edit), ...(page !== undefined && { page: page > 1 ? page : undefined }) }, true, false),
    }
  }, [resource, update])

  return {
    position: listPositionOf(resource, search, params.parentId),
    edit: edit === '' ? undefined : edit,
    setPage: actions.setPage,
    setSearch: actions.setSearch,
    setFilter: actions.setFilter,
    setEdit: actions.setEdit,
    openInstead: actions.openInstead,
    pathname,
    listSearchStr,
  }
}

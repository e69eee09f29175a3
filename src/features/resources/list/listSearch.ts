/**
 * A list route's search params (page, search, the open dialog and the extra filters live in the URL, so a link or Back
 * restores the list). Generic and free of the declarations, so route files stay tiny in the first-load bundle; filter
 * defaults (the state filter's '0') are applied by the screen from the declaration.
 */
export interface ListSearch {
  page?: number
  search?: string
  /** Open dialog: a record id, or 'new'. */
  edit?: string | number
  [filter: string]: string | number | undefined
}

export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const out: ListSearch = {}
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'page') {
      const page = Number(value)
      if (Number.isInteger(page) && page > 1) out.page = page
    } else if (typeof value === 'string' || typeof value === 'number') {
      // Numbers stay numbers so the URL keeps reading `?edit=4`, not `?edit="4"`; readers use String().
      out[key] = value
    }
  }
  return out
}

/** What a list's rows depend on: its search without the open dialog, which changes nothing the list loads. */
export function rowsSearch(search: ListSearch): ListSearch {
  if (search.edit === undefined) return search
  const rows = { ...search }
  delete rows.edit
  return rows
}

/** The same for the address's search string: what a back arrow to the list returns to. */
export function rowsSearchStr(searchStr: string): string {
  const params = new URLSearchParams(searchStr)
  params.delete('edit')
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

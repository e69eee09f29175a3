import { useId, useState } from 'react'
import { ChevronDown, Plus, Search } from 'lucide-react'
import { useDebouncedCallback } from 'use-debounce'
import { SEARCH_DEBOUNCE_MS } from '@/config'
import { useOptions } from '@/features/forms/options'
import type { AnyResource, FilterDef } from './types'
import '@/theme/controls.css'
import './ListToolbar.css'

interface ListToolbarProps {
  resource: AnyResource
  search: string
  onSearch(text: string): void
  filterValue(name: string): string
  onFilter(name: string, value: string): void
  onAdd?(trigger: HTMLElement): void
}

/** Search box (debounced), the declaration's filters and the add button. */
export function ListToolbar({ resource, search, onSearch, filterValue, onFilter, onAdd }: ListToolbarProps) {
  return (
    <div className="nc-list-toolbar">
      <SearchBox search={search} onSearch={onSearch} />
      {(resource.filters ?? []).map((f) => (
        <FilterSelect key={f.name} filter={f} value={filterValue(f.name)} onChange={(v) => onFilter(f.name, v)} />
      ))}
      {onAdd && (
        <button
          type="button"
          className="nc-control-button nc-control-button--md nc-control-button--solid nc-control-button--green nc-list-toolbar__add"
          onClick={(e) => onAdd(e.currentTarget)}
        >
          <Plus /> Add {resource.suffix}
        </button>
      )}
    </div>
  )
}

function SearchBox({ search, onSearch }: { search: string; onSearch(text: string): void }) {
  const [text, setText] = useState(search)
  // Back/Forward change the URL's search: show that entry's text. Not by remounting the box (a key), which would
  // take the focus away from someone typing each time their own debounced search reaches the URL.
  const [shownSearch, setShownSearch] = useState(search)
  if (search !== shownSearch) {
    setShownSearch(search)
    if (search !== text.trim()) setText(search)
  }
  const debounced = useDebouncedCallback((value: string) => onSearch(value.trim()), SEARCH_DEBOUNCE_MS)
  return (
    <div className="nc-list-toolbar__search">
      <span className="nc-list-toolbar__search-icon">
        <Search size={16} aria-hidden />
      </span>
      <input
        className="nc-control-input nc-list-toolbar__search-input"
        type="search"
        aria-label="Search"
        placeholder="Search"
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          debounced(e.target.value)
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') debounced.flush()
        }}
      />
    </div>
  )
}

function FilterSelect({ filter, value, onChange }: { filter: FilterDef; value: string; onChange(value: string): void }) {
  const { options } = useOptions(filter.options)
  const id = useId()
  return (
    <div className="nc-list-toolbar__filter">
      <label className="nc-list-toolbar__label" htmlFor={id}>{filter.label}</label>
      <div className="nc-list-toolbar__select">
        <select id={id} className="nc-control-input" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {filter.allLabel !== undefined && <option value="">{filter.allLabel}</option>}
          {/* Until the options arrive, the selected value still shows. */}
          {value !== '' && !options.some((o) => o.value === value) && <option value={value}>{value}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
        <ChevronDown className="nc-list-toolbar__select-icon" aria-hidden />
      </div>
    </div>
  )
}

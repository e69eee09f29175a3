import { useId, useState } from 'react'
import { Download, Plus, Search, Upload } from 'lucide-react'
import { useDebouncedCallback } from 'use-debounce'
import { SEARCH_DEBOUNCE_MS } from '@/config'
import { useOptions } from '@/features/forms/options'
import type { AnyResource, FilterDef } from '../types'
import { Button } from '@/ui/Button'
import { cx } from '@/ui/cx'
import { Input } from '@/ui/Input'
import { NativeSelect } from '@/ui/NativeSelect'
import { listToolbarStyles as s } from './ListToolbar.styles'
import { useLingui } from '@lingui/react'

interface ListToolbarProps {
  resource: AnyResource
  search: string
  onSearch(text: string): void
  filterValue(name: string): string
  onFilter(name: string, value: string): void
  /** Every list exports, read-only ones too. */
  onExport(trigger: HTMLElement): void
  /** An export runs: Export waits for it while its panel shows. */
  exporting?: boolean
  onAdd?(trigger: HTMLElement): void
  /** Lists the user may add to import a CSV file. */
  onImport?(trigger: HTMLElement): void
}

/** Search box (debounced), the declaration's filters, the export, the import and the add button. */
export function ListToolbar({
  resource,
  search,
  onSearch,
  filterValue,
  onFilter,
  onExport,
  exporting,
  onAdd,
  onImport,
}: ListToolbarProps) {
  const { _ } = useLingui()
  return (
    <div className={s.root}>
      <SearchBox search={search} onSearch={onSearch} />
      {(resource.filters ?? []).map((f) => (
        <FilterSelect key={f.name} filter={f} value={filterValue(f.name)} onChange={(v) => onFilter(f.name, v)} />
      ))}
      <div className={s.actions}>
        {/* Looks disabled but keeps the focus (a disabled button drops it); a press meanwhile is ignored. */}
        <Button variant="outline" aria-disabled={exporting || undefined} onClick={(e) => onExport(e.currentTarget)}>
          <Download /> {_('Export')}
        </Button>
        {onImport && (
          <Button variant="outline" onClick={(e) => onImport(e.currentTarget)}>
            <Upload /> {_('Import')}
          </Button>
        )}
        {onAdd && (
          <Button data-list-add="" onClick={(e) => onAdd(e.currentTarget)}>
            <Plus /> {_('Add {suffix}', { suffix: _(resource.suffix) })}
          </Button>
        )}
      </div>
    </div>
  )
}

function SearchBox({ search, onSearch }: { search: string; onSearch(text: string): void }) {
  const { _ } = useLingui()
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
    <div className={s.search}>
      <span className={s.searchIcon}>
        <Search size={16} aria-hidden />
      </span>
      <Input
        className={s.searchInput}
        type="search"
        aria-label={_('Search')}
        placeholder={_('Search')}
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

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: FilterDef
  value: string
  onChange(value: string): void
}) {
  const { _ } = useLingui()
  const { options } = useOptions(filter.options)
  const id = useId()
  return (
    <div className={cx(s.filter, s.filterWidth)}>
      <label className={s.label} htmlFor={id}>
        {_(filter.label)}
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {filter.allLabel !== undefined && <option value="">{_(filter.allLabel)}</option>}
        {/* Until the options arrive, the selected value still shows. */}
        {value !== '' && !options.some((o) => o.value === value) && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

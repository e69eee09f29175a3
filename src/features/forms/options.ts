import { useQueries, useQuery, type UseQueryOptions } from '@tanstack/react-query'
import { fetchDictionary, fetchServings, type NamedItem } from '@/api/dictionaries'
import { queryKeys, type DictionaryKind, type Id } from '@/api/queryKeys'
import type { OptionSource } from '@/features/forms/field'
import { useLingui } from '@lingui/react'

export interface SelectOption {
  /** The option's value as text (what a native select carries). */
  value: string
  label: string
  /** The value as the record stores it (a dictionary id keeps its number type). */
  id: Id
}

/** Dictionaries never change while the console runs: fetched once, then cached. */
const CACHED_FOREVER = { staleTime: Infinity, gcTime: Infinity } as const

/** One dictionary's query; shared by selects, filters and name lookups. */
export function dictionaryQuery(kind: DictionaryKind): UseQueryOptions<NamedItem[]> {
  return {
    queryKey: queryKeys.dictionary(kind),
    queryFn: ({ signal }) => fetchDictionary(kind, signal),
    ...CACHED_FOREVER,
  }
}

export function servingsQuery(): UseQueryOptions<NamedItem[]> {
  return { queryKey: queryKeys.servings(), queryFn: ({ signal }) => fetchServings(signal), ...CACHED_FOREVER }
}

function toOptions(items: readonly NamedItem[]): SelectOption[] {
  return items.map((item) => ({ value: String(item.id), label: item.name ?? String(item.id), id: item.id }))
}

function queryFor(source: OptionSource): UseQueryOptions<NamedItem[]> | undefined {
  if (source.kind === 'dictionary') return dictionaryQuery(source.dictionary)
  if (source.kind === 'servings') return servingsQuery()
  return undefined
}

export interface OptionsState {
  options: SelectOption[]
  isLoading: boolean
  error: Error | null
}

/** Options of a select: static ones at once, dictionaries and servings from the shared cache. */
export function useOptions(source: OptionSource | undefined): OptionsState {
  const query = source ? queryFor(source) : undefined
  // A static list needs no request; useQueries takes an empty list where useQuery would need a fake key.
  const queries: UseQueryOptions<NamedItem[]>[] = query ? [query] : []
  const [result] = useQueries({ queries })
  const { _ } = useLingui()
  if (!source) return { options: [], isLoading: false, error: null }
  if (source.kind === 'static') {
    // Static options are the console's own words; dictionary names are data and stay as the server sends them.
    return {
      options: source.options.map((o) => ({ ...o, label: _(o.label), id: o.value })),
      isLoading: false,
      error: null,
    }
  }
  return {
    options: result?.data ? toOptions(result.data) : [],
    isLoading: result?.isPending ?? false,
    error: result?.error ?? null,
  }
}

/** The name of a dictionary entry (e.g. a promotion's insurance), or undefined until known. */
export function useDictionaryName(kind: DictionaryKind, id: Id | null | undefined): string | undefined {
  const { data } = useQuery(dictionaryQuery(kind))
  if (id === null || id === undefined || id === '') return undefined
  return data?.find((item) => String(item.id) === String(id))?.name ?? undefined
}

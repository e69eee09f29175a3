import { useCallback, useEffect, useRef, useState } from 'react'
import { useDebouncedCallback } from 'use-debounce'
import { PALETTE_CONCURRENCY, SEARCH_DEBOUNCE_MS } from '@/config'
import type { ResourceName } from '@/features/resources/declaration'
import { searchLists, type FetchHits, type ListOutcome } from './searchLists'

export interface PaletteSearch {
  /** The term the outcomes are for ('' = no search). */
  term: string
  /** Each list's answer, in the order they came. */
  outcomes: readonly ListOutcome[]
  /** Lists not answered yet. */
  pending: number
}

const IDLE: PaletteSearch = { term: '', outcomes: [], pending: 0 }

/**
 * Searches the lists for what is typed, as a list's own search box does: after the spec's debounce, once per list
 * for a settled text. A keystroke cancels the calls of the text before it at once, not only when the next search
 * starts.
 */
export function usePaletteSearch(lists: readonly ResourceName[], fetchHits: FetchHits) {
  const [search, setSearch] = useState<PaletteSearch>(IDLE)
  const running = useRef<AbortController | undefined>(undefined)
  const wanted = useRef('')

  const start = useCallback(
    (term: string) => {
      const controller = new AbortController()
      running.current = controller
      setSearch({ term, outcomes: [], pending: lists.length })
      void searchLists({
        term,
        lists,
        concurrency: PALETTE_CONCURRENCY,
        signal: controller.signal,
        fetchHits,
        onOutcome: (outcome) =>
          setSearch((s) =>
            s.term === term ? { term, outcomes: [...s.outcomes, outcome], pending: s.pending - 1 } : s,
          ),
      })
    },
    [lists, fetchHits],
  )
  const debounced = useDebouncedCallback(start, SEARCH_DEBOUNCE_MS)

  const setText = useCallback(
    (text: string) => {
      const term = text.trim()
      if (term === wanted.current) return
      wanted.current = term
      running.current?.abort()
      running.current = undefined
      if (term) debounced(term)
      else {
        debounced.cancel()
        setSearch(IDLE)
      }
    },
    [debounced],
  )

  useEffect(
    () => () => {
      debounced.cancel()
      running.current?.abort()
    },
    [debounced],
  )

  return { search, setText }
}

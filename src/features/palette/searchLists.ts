import type { Page } from '@/api/crud'
import type { BaseRecord } from '@/api/record'
import type { ResourceName } from '@/features/resources/declaration'

/** What one list answered for a term: its first records, or why it could not. */
export type ListOutcome =
  { resource: ResourceName; records: readonly BaseRecord[]; total: number } | { resource: ResourceName; error: unknown }

export type FetchHits = (resource: ResourceName, term: string, signal: AbortSignal) => Promise<Page<BaseRecord>>

export interface SearchRun {
  term: string
  lists: readonly ResourceName[]
  /** Lists asked at a time: the others wait, so a search of 19 lists never holds all of the browser's connections. */
  concurrency: number
  signal: AbortSignal
  fetchHits: FetchHits
  /** Each list's answer as it comes; never called once the signal has aborted. */
  onOutcome(outcome: ListOutcome): void
}

/** Asks each list once for the term, a few at a time; an abort (the next keystroke) cancels the calls under way. */
export async function searchLists(run: SearchRun): Promise<void> {
  const { lists, signal } = run
  let next = 0
  const worker = async () => {
    while (next < lists.length && !signal.aborted) {
      const resource = lists[next++] as ResourceName
      try {
        const page = await run.fetchHits(resource, run.term, signal)
        if (!signal.aborted) run.onOutcome({ resource, records: page.values, total: page.total })
      } catch (error) {
        if (!signal.aborted) run.onOutcome({ resource, error })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(run.concurrency, lists.length) }, worker))
}

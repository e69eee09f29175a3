import type { Page } from '@/api/crud'
import type { Id } from '@/api/queryKeys'

export interface WalkOptions<T> {
  /** One list call: `take` records from `skip` on. */
  fetchPage(skip: number, take: number, signal: AbortSignal): Promise<Page<T>>
  /** Records asked for per call. */
  take: number
  /** Calls in flight at once. */
  concurrency: number
  /** Cancel: no call is started after it, those in flight are aborted, and the walk rejects with an AbortError. */
  signal?: AbortSignal
  /** After each page: the records fetched so far and the list's total as last answered. */
  onProgress?(fetched: number, total: number): void
  /** Awaited between pages, so a long walk leaves the main thread to input and paint. */
  pause?(): Promise<void>
}

/** The list's records across all its pages, or the first failure: never a part of them. */
export interface Walked<T> {
  records: T[]
  /** The total the last page answered. */
  total: number
}

/**
 * Walks a list's pages with its own list calls, a few at a time, and returns every record once, in the list's order
 * (page after page). Rows added or deleted meanwhile move the others across page boundaries: a record seen on two
 * pages is kept where it was first in the list's order (its id decides, see docs/decisions.md, "Export"), and the
 * walk goes on while the latest total says there is more.
 */
export async function walkPages<T extends { id: Id }>(options: WalkOptions<T>): Promise<Walked<T>> {
  const { fetchPage, concurrency, signal, onProgress, pause } = options
  const inner = new AbortController()
  const abort = () => inner.abort(signal?.reason)
  signal?.addEventListener('abort', abort, { once: true })
  try {
    signal?.throwIfAborted()
    const first = await untilAborted(fetchPage(0, options.take, inner.signal), inner.signal)
    // A server that answers fewer records than asked for (its own cap) pages by what it answers.
    const take = first.values.length > 0 && first.values.length < first.total ? first.values.length : options.take
    const pages: T[][] = [first.values]
    let total = first.total
    let fetched = first.values.length
    onProgress?.(fetched, total)

    let next = 1
    const worker = async () => {
      while (next * take < total) {
        signal?.throwIfAborted()
        const index = next++
        const page = await untilAborted(fetchPage(index * take, take, inner.signal), inner.signal)
        pages[index] = page.values
        // The latest answer's total: rows added meanwhile are walked too.
        total = page.total
        fetched += page.values.length
        onProgress?.(fetched, total)
        await pause?.()
      }
    }
    const workers = Array.from({ length: concurrency }, worker)
    // The first failure stops the others: their calls are aborted and nothing is returned.
    await Promise.all(workers).catch((error: unknown) => {
      inner.abort(error)
      throw error
    })
    signal?.throwIfAborted()
    return { records: uniqueById(pages.flat()), total }
  } finally {
    signal?.removeEventListener('abort', abort)
  }
}

/** A call's answer, or its end as soon as the walk is cancelled or failed (a call may be waiting to retry). */
function untilAborted<T>(call: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason)
    if (signal.aborted) stop()
    signal.addEventListener('abort', stop, { once: true })
    call.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop))
  })
}

/** Each id once, where it first appears. */
export function uniqueById<T extends { id: Id }>(records: readonly T[]): T[] {
  const seen = new Set<string>()
  return records.filter((record) => {
    const key = String(record.id)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

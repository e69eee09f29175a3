import { hashKey, notifyManager, type QueryClient, type QueryKey } from '@tanstack/react-query'

interface PendingWrite {
  key: QueryKey
  /** The cached data the slice's first write was based on. */
  base: unknown
  data: unknown
}

/**
 * The query cache as the live reactions of one slice see it: reads see the slice's own writes at once, and the
 * writes reach the cache (and React) together in one notification batch when the slice is flushed. A burst of
 * events then costs one render per slice instead of one per event (see docs/decisions.md, "No live event lost").
 */
export class SliceCache {
  private readonly pending = new Map<string, PendingWrite>()

  constructor(readonly queryClient: QueryClient) {}

  get<T>(key: QueryKey): T | undefined {
    const write = this.pending.get(hashKey(key))
    return (write ? write.data : this.queryClient.getQueryData(key)) as T | undefined
  }

  /** Every cached query under `prefix`, with the slice's writes in place of the cached data. */
  getAll<T>(prefix: QueryKey): [QueryKey, T | undefined][] {
    return this.queryClient
      .getQueriesData<T>({ queryKey: prefix })
      .map(([key, data]) => [key, this.pending.has(hashKey(key)) ? this.get<T>(key) : data])
  }

  set<T>(key: QueryKey, data: T) {
    const hash = hashKey(key)
    const base = this.pending.has(hash) ? this.pending.get(hash)?.base : this.queryClient.getQueryData(key)
    this.pending.set(hash, { key, base, data })
  }

  remove(key: QueryKey) {
    this.pending.delete(hashKey(key))
    this.queryClient.removeQueries({ queryKey: key, exact: true })
  }

  /** Marks a query stale at once (it refetches if on screen). */
  invalidate(key: QueryKey) {
    void this.queryClient.invalidateQueries({ queryKey: key, exact: true })
  }

  /**
   * Writes the slice to the cache in one notification batch. A query whose data changed meanwhile (a refetch or
   * this user's own save landed) keeps that newer data; returns false when that happened, so the caller can
   * reconcile.
   */
  flush(): boolean {
    let clean = true
    notifyManager.batch(() => {
      for (const { key, base, data } of this.pending.values()) {
        if (this.queryClient.getQueryData(key) !== base) clean = false
        else this.queryClient.setQueryData(key, data)
      }
    })
    this.pending.clear()
    return clean
  }
}

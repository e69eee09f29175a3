/**
 * Which resources need their cached pages fetched again after a burst of live events, and when. The reactions read
 * the server while it keeps changing: under a burst a backfill or a fetched record can already reflect later writes,
 * so overlapping reactions can leave a page short or a total off (see docs/decisions.md, "No live event lost"). When
 * events of a resource overlapped (or a page shows a gap, or a refetch landed during a slice, or a reaction failed),
 * its cached pages are refetched once in the background after the events settle, and again if more events arrive during
 * that refetch. A lone event costs nothing here.
 */
import type { QueryClient } from '@tanstack/react-query'
import { LIVE_RECONCILE_DELAY_MS } from '@/config'
import { current, hasGap } from './cachedLists'
import type { LiveResource } from './liveResource'
import type { SliceCache } from './sliceCache'

export class Reconciler {
  /** Events queued or running, per resource name. */
  private readonly pending = new Map<string, number>()
  /** Resources whose reactions overlapped since their last reconciliation. */
  private readonly disturbed = new Set<string>()
  private readonly reconciling = new Map<string, Promise<void>>()
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>()

  constructor(
    private readonly queryClient: QueryClient,
    private readonly cache: SliceCache,
  ) {}

  /** An event of the resource was queued: it overlaps any still queued, running or being reconciled. */
  queued(name: string) {
    const pending = this.pending.get(name) ?? 0
    if (pending > 0 || this.reconciling.has(name)) this.disturbed.add(name)
    this.pending.set(name, pending + 1)
  }

  /** The resource's cache may be behind the server (a failed reaction, a refetch during a slice). */
  disturb(name: string) {
    this.disturbed.add(name)
  }

  /** An event of the resource is in the cache; after its last one, reconcile if needed. */
  applied(resource: LiveResource) {
    const left = (this.pending.get(resource.name) ?? 1) - 1
    this.pending.set(resource.name, left)
    if (left === 0) this.settle(resource)
  }

  /** The resource's events are all applied: reconcile if they overlapped or left a gap. */
  private settle(resource: LiveResource) {
    const name = resource.name
    if (current(this.cache, resource).some(hasGap)) this.disturbed.add(name)
    if (!this.disturbed.has(name) || this.reconciling.has(name)) return
    clearTimeout(this.timers.get(name))
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name)
        if ((this.pending.get(name) ?? 0) > 0 || this.reconciling.has(name)) return // the next settle does it
        this.disturbed.delete(name)
        const done = this.reconcile(resource).finally(() => {
          this.reconciling.delete(name)
          if ((this.pending.get(name) ?? 0) === 0) this.settle(resource)
        })
        this.reconciling.set(name, done)
      }, LIVE_RECONCILE_DELAY_MS),
    )
  }

  /** Background refetch of the resource's cached pages: the rows stay on screen while the fresh page loads. */
  private async reconcile(resource: LiveResource) {
    const pages = current(this.cache, resource).flatMap((l) => l.pages)
    await Promise.all(pages.map((p) => this.queryClient.invalidateQueries({ queryKey: p.key, exact: true })))
  }
}

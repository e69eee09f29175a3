/**
 * The scheduler of live item events: queues them, applies their cache reactions (reactions.ts) in slices and skips
 * own-write echoes and repeats; the Reconciler (reconciler.ts) refetches a resource whose reactions overlapped.
 */
import { notifyManager, type QueryClient } from '@tanstack/react-query'
import type { ItemEventKind } from '@/api/hubAdapter'
import type { Id } from '@/api/queryKeys'
import { LIVE_SLICE_MS, LIVE_SLICE_WAIT_MS } from '@/config'
import type { FadingRow } from './fadingRows'
import type { LiveResource } from './liveResource'
import { isOwnEcho } from './ownWrites'
import { applyItemAdded, applyItemDeleted, applyItemUpdated } from './reactions'
import { Reconciler } from './reconciler'
import type { RecordSource } from './recordSource'
import { SliceCache } from './sliceCache'

/** What a reaction changed on screen: a row to highlight, or rows removed (to fade out). */
interface Reaction {
  change?: 'added' | 'updated'
  removed?: FadingRow[]
}

interface QueuedEvent {
  resource: LiveResource
  kind: ItemEventKind
  id: Id
  done(): void
}

/**
 * Waits until the browser is idle (React has committed the last slice, input is handled), or LIVE_SLICE_WAIT_MS
 * at most. Under load the next slice then gathers more events and costs one render instead of many.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: LIVE_SLICE_WAIT_MS })
    else setTimeout(resolve, 0)
  })
}

/**
 * Applies live item events one after another (a burst stays consistent), once per event (idempotent by id),
 * and never for this client's own recent writes.
 *
 * Events are applied in slices: the events that arrived by the time a slice starts, and those arriving while it
 * runs, until LIVE_SLICE_MS have passed. Each reaction reads the cache as the earlier reactions of its slice left
 * it; the slice's writes reach the cache and React in one notification batch, and the next slice waits until the
 * browser is idle. A lone event is a slice of one, applied as soon as the page is idle and its record fetched.
 * Each resource's events are reported to its Reconciler, which refetches what overlapping reactions left behind.
 */
export class LivePatcher {
  private readonly inbox: QueuedEvent[] = []
  private draining = false
  private readonly cache: SliceCache
  private readonly applied = new Set<string>()
  private readonly reconciler: Reconciler

  constructor(
    queryClient: QueryClient,
    private readonly source: RecordSource,
    private readonly onChanged: (resource: LiveResource, id: Id, change: 'added' | 'updated') => void = () => {},
    private readonly onRemoved: (resource: LiveResource, rows: FadingRow[]) => void = () => {},
  ) {
    this.cache = new SliceCache(queryClient)
    this.reconciler = new Reconciler(queryClient, this.cache)
  }

  /** Queues the event; resolves once its slice is in the cache and its subscribers were notified. */
  apply(resource: LiveResource, kind: ItemEventKind, id: Id): Promise<void> {
    // This client's own write, marked before it was sent: its answer updates the cache, so its echo is no event here,
    // and a bulk run's hundreds of echoes neither queue reactions nor count as overlapping ones to reconcile.
    if (isOwnEcho(resource.name, id)) return Promise.resolve()
    this.reconciler.queued(resource.name)
    return new Promise((done) => {
      this.inbox.push({ resource, kind, id, done })
      if (!this.draining) void this.drain()
    })
  }

  private async drain() {
    this.draining = true
    while (this.inbox.length > 0) {
      await whenIdle()
      await this.slice()
    }
    this.draining = false
  }

  private async slice() {
    const started = Date.now()
    const events: QueuedEvent[] = []
    const changes: { resource: LiveResource; id: Id; change: 'added' | 'updated' }[] = []
    const removals = new Map<LiveResource, FadingRow[]>()
    do {
      const event = this.inbox.shift()
      if (!event) break
      events.push(event)
      const { resource, kind, id } = event
      try {
        const { change, removed } = await this.run(resource, kind, id)
        if (change) changes.push({ resource, id, change })
        if (removed?.length) removals.set(resource, [...(removals.get(resource) ?? []), ...removed])
      } catch (e) {
        // A failed reaction may have left the cache behind the server.
        this.reconciler.disturb(resource.name)
        console.error(`Live ${kind} of ${resource.name} ${String(id)} not applied`, e)
      }
    } while (Date.now() - started < LIVE_SLICE_MS)
    notifyManager.batch(() => {
      if (!this.cache.flush()) for (const { resource } of events) this.reconciler.disturb(resource.name)
      // Delivered with the cache's notifications, so the rows' highlights and the new data render together.
      notifyManager.schedule(() => {
        for (const { resource, id, change } of changes) this.onChanged(resource, id, change)
        for (const [resource, rows] of removals) {
          // Our own delete's answer may have come after its echo: the user already saw that row go.
          const others = rows.filter((r) => !isOwnEcho(resource.name, r.record.id))
          if (others.length > 0) this.onRemoved(resource, others)
        }
        for (const { done } of events) done()
      })
    })
    for (const { resource } of events) this.reconciler.applied(resource)
  }

  private async run(resource: LiveResource, kind: ItemEventKind, id: Id): Promise<Reaction> {
    // Additions and deletions happen once per id; repeated updates are real (and idempotent anyway).
    const eventKey = `${resource.name}\u0000${kind}\u0000${String(id)}`
    if (kind !== 'updated' && this.applied.has(eventKey)) return {}
    // The echo may arrive before our own save answer: check again after every fetch.
    const cancelled = () => isOwnEcho(resource.name, id)
    if (cancelled()) return {}
    if (kind !== 'updated') this.applied.add(eventKey)
    const { cache, source } = this
    if (kind === 'added') return { change: await applyItemAdded(cache, resource, id, source, cancelled) }
    if (kind === 'updated') return { change: await applyItemUpdated(cache, resource, id, source, cancelled) }
    return { removed: await applyItemDeleted(cache, resource, id, source, cancelled) }
  }
}

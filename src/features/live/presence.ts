/**
 * What this client tells the hub it has open (a list, a record in edit or read-only mode), when the hub offers
 * presence (docs/hub-contract.md, "Presence"). Whether it does is asked once per connection (Extensions); a hub that
 * refuses is never asked for anything else, and nothing shows. Opens and closes are settled a tick later, so a screen
 * mounted twice (StrictMode, a page change) or a dialog that turns read-only as it opens sends one message, not three.
 */
import { liveHub } from '@/api/hub'
import type { ViewMode } from '@/api/hubAdapter'
import type { Id } from '@/api/queryKeys'
import { viewerStore } from './viewerStore'

interface Wanted {
  group: string
  id: Id | null
  /** One per screen holding the view; the newest one's mode counts. */
  holders: ViewMode[]
}

const keyOf = (group: string, id: Id | null) => `${group}\u0000${id === null ? '' : String(id)}`

class Presence {
  /** Whether this connection's hub offers presence; false until it said so. */
  private offered = false
  /** What the screens have open. */
  private readonly wanted = new Map<string, Wanted>()
  /** What the hub was told, by key: the mode it knows. */
  private readonly told = new Map<string, { group: string; id: Id | null; mode: ViewMode }>()
  private flushTimer: ReturnType<typeof setTimeout> | undefined

  /** A screen has the list (id null) or a record open, until it calls the returned function. */
  view(group: string, id: Id | null, mode: ViewMode): () => void {
    const key = keyOf(group, id)
    const wanted = this.wanted.get(key) ?? { group, id, holders: [] }
    wanted.holders.push(mode)
    this.wanted.set(key, wanted)
    this.schedule()
    let closed = false
    return () => {
      if (closed) return
      closed = true
      const index = wanted.holders.lastIndexOf(mode)
      if (index >= 0) wanted.holders.splice(index, 1)
      if (wanted.holders.length === 0 && this.wanted.get(key) === wanted) this.wanted.delete(key)
      this.schedule()
    }
  }

  /**
   * A (re)connection: ask the hub what it offers, before the groups' Init goes out (the hub answers Init with the
   * group's viewers only once it knows the client reads them). Resolves once settled; the views are told again.
   */
  connected(): Promise<void> {
    this.offered = false
    this.told.clear()
    return liveHub.extensions().then((offered) => {
      this.offered = offered.has('presence')
      this.flush()
    })
  }

  /** The group was closed on the hub: the hub dropped our views of it. */
  groupClosed(group: string) {
    for (const [key, told] of this.told) if (told.group === group) this.told.delete(key)
    viewerStore.clearGroup(group)
  }

  /** The group's Init went out again: its views are told again after it (the hub dropped them with the connection). */
  groupOpened(group: string) {
    for (const [key, told] of this.told) if (told.group === group) this.told.delete(key)
    this.schedule()
  }

  /** Signed out, or the connection is down: nothing is known or told. */
  reset() {
    clearTimeout(this.flushTimer)
    this.flushTimer = undefined
    this.offered = false
    this.told.clear()
    viewerStore.clearAll()
  }

  forget() {
    this.reset()
    this.wanted.clear()
  }

  private schedule() {
    if (this.flushTimer !== undefined) return
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined
      this.flush()
    }, 0)
  }

  /** Tells the hub what changed since it was last told: one OpenView per open or mode change, one CloseView per close. */
  private flush() {
    if (!this.offered || !liveHub.isLive) return
    for (const [key, told] of this.told) {
      if (this.wanted.has(key)) continue
      this.told.delete(key)
      liveHub.closeView(told.group, told.id).catch(() => undefined)
    }
    for (const [key, { group, id, holders }] of this.wanted) {
      const mode = holders.at(-1)
      if (!mode || this.told.get(key)?.mode === mode) continue
      this.told.set(key, { group, id, mode })
      // A refusal (a record deleted meanwhile) changes nothing the user sees.
      liveHub.openView(group, id, mode).catch(() => undefined)
    }
  }
}

export const presence = new Presence()

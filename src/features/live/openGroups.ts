import type { LiveResource } from './liveResource'

interface OpenGroup {
  resource: LiveResource
  count: number
}

/** What opening and closing a group does on the hub (liveSession.ts). */
export interface GroupHooks {
  /**
   * The group's first screen opened; `again` when the group was open before in this session (see docs/decisions.md,
   * "Refetch after reconnect").
   */
  opened(resource: LiveResource, again: boolean): void
  /** The group's last screen left, and no screen took it back within the tick. */
  closed(group: string): void
}

/**
 * The live groups the screens hold, counted: a group opens with its first screen and closes a tick after its last
 * screen leaves, so a screen mounted again at once (a page change, StrictMode) never closes it.
 */
export class OpenGroups {
  private readonly groups = new Map<string, OpenGroup>()
  private readonly pendingClose = new Map<string, ReturnType<typeof setTimeout>>()
  /** Groups opened before in this session. */
  private readonly openedBefore = new Set<string>()

  constructor(private readonly hooks: GroupHooks) {}

  /** The resource of an open group. */
  resourceOf(group: string): LiveResource | undefined {
    return this.groups.get(group)?.resource
  }

  /** Every open group's resource, by group name. */
  *entries(): Iterable<[string, LiveResource]> {
    for (const [group, open] of this.groups) yield [group, open.resource]
  }

  /** A screen holds the resource's group until it calls the returned function. */
  open(resource: LiveResource): () => void {
    const group = resource.name
    const pending = this.pendingClose.get(group)
    if (pending) {
      // Re-mounted at once (page change, StrictMode): the group never closed.
      clearTimeout(pending)
      this.pendingClose.delete(group)
    }
    const open = this.groups.get(group)
    if (open) open.count += 1
    else {
      this.groups.set(group, { resource, count: 1 })
      if (!pending) {
        const again = this.openedBefore.has(group)
        this.openedBefore.add(group)
        this.hooks.opened(resource, again)
      }
    }
    return () => this.close(group)
  }

  private close(group: string) {
    const open = this.groups.get(group)
    if (!open) return
    open.count -= 1
    if (open.count > 0) return
    this.groups.delete(group)
    this.pendingClose.set(
      group,
      setTimeout(() => {
        this.pendingClose.delete(group)
        if (!this.groups.has(group)) this.hooks.closed(group)
      }, 0),
    )
  }

  /** Forgets every group (signed out, or the session is disposed); nothing is closed on the hub. */
  forget() {
    for (const timer of this.pendingClose.values()) clearTimeout(timer)
    this.pendingClose.clear()
    this.groups.clear()
    this.openedBefore.clear()
  }
}

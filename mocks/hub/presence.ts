/**
 * Presence, the hub's optional extension (docs/hub-contract.md, "Presence"): who has which list or record of a group
 * open. Connections say what they open and close (OpenView, CloseView); the table keeps it per connection, and the
 * views of other replicas (browser tabs) as they last told them. A connection that goes takes its views with it.
 */
import { HUB_LIMITS } from './limits'

export type ViewMode = 'edit' | 'read' | 'list'
export const VIEW_MODES: readonly ViewMode[] = ['edit', 'read', 'list']

/** One open view, as the hub sends it: who (connection, username, shown name) has what (a record, or the list) open. */
export interface WireViewer {
  Connection: string
  User: string
  Name: string
  /** The record's id; null for the list itself. */
  Id: number | string | null
  Mode: ViewMode
}

/** A view with its group, as replicas tell each other. */
export interface GroupView {
  group: string
  viewer: WireViewer
}

/** The extensions this hub offers, answered to `Extensions`. */
export const HUB_EXTENSIONS = ['presence', 'attribution'] as const

const viewKey = (group: string, id: WireViewer['Id']) => `${group}\u0000${id === null ? '' : String(id)}`

export class PresenceTable {
  /** This replica's connections' views: connection → view key → view. */
  private readonly local = new Map<string, Map<string, GroupView>>()
  /** Other replicas' views, as each last posted them. */
  private readonly remote = new Map<string, readonly GroupView[]>()

  /** Opens (or changes the mode of) a view; throws past the connection's limit. True when something changed. */
  open(connection: string, group: string, viewer: WireViewer): boolean {
    const views = this.local.get(connection) ?? new Map<string, GroupView>()
    const key = viewKey(group, viewer.Id)
    const before = views.get(key)
    if (!before && views.size >= HUB_LIMITS.viewsPerConnection)
      throw new Error(`One connection has at most ${HUB_LIMITS.viewsPerConnection} views open; close one first.`)
    if (before && before.viewer.Mode === viewer.Mode && before.viewer.Name === viewer.Name) return false
    views.set(key, { group, viewer })
    this.local.set(connection, views)
    return true
  }

  /** Closes a view; true when it was open. */
  close(connection: string, group: string, id: WireViewer['Id']): boolean {
    const views = this.local.get(connection)
    if (!views?.delete(viewKey(group, id))) return false
    if (views.size === 0) this.local.delete(connection)
    return true
  }

  /** Closes the connection's views of one group (it left the group); true when there were any. */
  closeGroup(connection: string, group: string): boolean {
    const views = this.local.get(connection)
    if (!views) return false
    let changed = false
    for (const [key, view] of views) {
      if (view.group !== group) continue
      views.delete(key)
      changed = true
    }
    if (views.size === 0) this.local.delete(connection)
    return changed
  }

  /** The connection went: its views go; answers the groups that changed. */
  drop(connection: string): string[] {
    const views = this.local.get(connection)
    this.local.delete(connection)
    return views ? [...new Set([...views.values()].map((v) => v.group))] : []
  }

  /** Another replica's views now; answers the groups that changed. */
  setRemote(replica: string, views: readonly GroupView[]): string[] {
    const before = this.remote.get(replica) ?? []
    if (views.length === 0) this.remote.delete(replica)
    else this.remote.set(replica, views)
    return [...new Set([...before, ...views].map((v) => v.group))]
  }

  /** What this replica's connections have open, for the other replicas. */
  ownViews(): GroupView[] {
    return [...this.local.values()].flatMap((views) => [...views.values()])
  }

  /** Everyone viewing the group, on any replica. */
  viewers(group: string): WireViewer[] {
    const all = [...this.ownViews(), ...[...this.remote.values()].flat()]
    return all.filter((v) => v.group === group).map((v) => v.viewer)
  }
}

/** A view's id as the hub takes it: null for the list, else the id AddEntry takes (checked by the caller). */
export function isViewMode(mode: unknown): mode is ViewMode {
  return typeof mode === 'string' && (VIEW_MODES as readonly string[]).includes(mode)
}

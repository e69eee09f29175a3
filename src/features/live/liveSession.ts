/**
 * Wires the hub to the app: what opening and closing a group does (Init/Close; openGroups.ts counts the screens),
 * what the messages do to the lock store and the query cache, and what a reconnect re-does. One per signed-in layout
 * (LiveSessionProvider creates it once the first screen has painted); all it keeps is its own, so nothing outlives it.
 */
import type { QueryClient } from '@tanstack/react-query'
import { liveHub } from '@/api/hub'
import type { LiveMessage } from '@/api/hubAdapter'
import { queryKeys } from '@/api/queryKeys'
import { sessionStore } from '@/api/session'
import { onSignOut } from '@/features/auth/signOut'
import { fadingRowStore } from './fadingRows'
import { highlightStore } from './highlights'
import type { LiveResource } from './liveResource'
import { lockStore } from './lockStore'
import { lockWatches } from './lockWatch'
import { OpenGroups } from './openGroups'
import { presence } from './presence'
import { retakeHeldRows } from './rowLocks'
import { forgetOwnWrites, isOwnEcho } from './ownWrites'
import { othersChanges } from './othersChanges'
import { httpRecordSource, type RecordSource } from './recordSource'
import { LivePatcher } from './scheduler'
import type { LiveSession } from './sessionContext'
import { viewerStore } from './viewerStore'

export interface StartedLiveSession extends LiveSession {
  /** Stops listening to the hub and to sign-out (the signed-in layout is gone). */
  dispose(): void
}

/** Resolves true once the hub has the group, false when Init failed. */
function initGroup(group: string): Promise<boolean> {
  return liveHub.init(group).then(
    () => true,
    (error: unknown) => {
      // The spec: a failed Init is logged; the console keeps working without live updates.
      console.error(`Live channel: Init(${group}) failed`, error)
      liveHub.markOffline()
      return false
    },
  )
}

/**
 * Starts the live connection of the signed-in session: one connection, so locks and the indicator work before any
 * list opens. A list read before the connection was live (a full page load: the connection starts after the first
 * paint) is not fetched again after the hub's Init: each GET happens once per load. The price is a change
 * made between that GET and the Init (the first second or two of a load), which shows at the list's next refetch.
 */
export function startLiveSession(
  queryClient: QueryClient,
  source: RecordSource = httpRecordSource,
): StartedLiveSession {
  const newPatcher = () =>
    new LivePatcher(
      queryClient,
      source,
      (r, id, change) => highlightStore.flash(r.name, id, change),
      (r, rows) => fadingRowStore.fade(r.name, rows),
    )
  let patcher = newPatcher()
  let connectionRequested = false

  const connect = () => {
    if (connectionRequested) return
    connectionRequested = true
    liveHub.ensureStarted()
  }

  // Background refetch: the cached rows stay on screen while the fresh page loads.
  const refetchOpenLists = (resource: LiveResource) =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.lists(resource.name), refetchType: 'active' })

  const groups = new OpenGroups({
    opened(resource, again) {
      // Re-opening a group refetches its lists in the background (see docs/decisions.md, "Refetch after reconnect").
      if (again) refetchOpenLists(resource)
      connect()
      if (liveHub.isLive) {
        void initGroup(resource.name)
        presence.groupOpened(resource.name)
      }
    },
    closed(group) {
      lockStore.clearGroup(group)
      presence.groupClosed(group)
      if (liveHub.isLive) liveHub.close(group).catch(() => undefined)
    },
  })

  /**
   * Rows whose item event is still being applied (it waits for an idle moment and fetches the record, or a backfill).
   * Their holder lets go right after the save or delete, so its RemovedState comes next: applied at once, it would
   * show the row free with its old values (and "free to edit" name it so), or free until the delete removes it. The
   * lock goes when the row shows what its holder did.
   */
  const applying = new Map<string, Promise<void>>()

  /** Screens showing each group's list: others' changes are told (the bell) only for lists on screen. */
  const onScreen = new Map<string, number>()
  const openOnScreen = (resource: LiveResource) => {
    const close = groups.open(resource)
    onScreen.set(resource.name, (onScreen.get(resource.name) ?? 0) + 1)
    let closed = false
    return () => {
      if (closed) return
      closed = true
      onScreen.set(resource.name, (onScreen.get(resource.name) ?? 1) - 1)
      close()
    }
  }

  /** A row the user watches ("Notify me when free") keeps its group open wherever the user goes. */
  const watchHolds = new Map<string, () => void>()
  function holdWatchedGroups() {
    const wanted = lockWatches.groups()
    for (const [group, release] of watchHolds) {
      if (wanted.has(group)) continue
      watchHolds.delete(group)
      release()
    }
    for (const [group, resource] of wanted) if (!watchHolds.has(group)) watchHolds.set(group, groups.open(resource))
  }
  const rowKey = (group: string, id: unknown) => `${group}\u0000${String(id)}`

  function handle(message: LiveMessage) {
    switch (message.type) {
      case 'stateList':
        lockStore.replaceGroup(message.group, message.entries)
        return
      case 'addedState':
        lockStore.add(message.group, message.entry)
        return
      case 'removedState': {
        const { group, id } = message
        const pending = applying.get(rowKey(group, id))
        if (pending) void pending.then(() => lockStore.remove(group, id))
        else lockStore.remove(group, id)
        return
      }
      case 'viewers':
        if (groups.resourceOf(message.group)) viewerStore.replaceGroup(message.group, message.viewers)
        return
      case 'item': {
        const resource = groups.resourceOf(message.group)
        if (!resource) return
        const { by } = message
        // Who changed it: this user's own changes (this tab's echo, or another tab of theirs) are nobody else's.
        const others =
          by && by.user !== sessionStore.get().username && !isOwnEcho(resource.name, message.id) ? by : undefined
        if (others) highlightStore.attribute(resource.name, message.id, others.name)
        const applied = patcher.apply(resource, message.kind, message.id)
        if (others && (onScreen.get(resource.name) ?? 0) > 0)
          othersChanges.emit({ resource, kind: message.kind, id: message.id, by: others, applied })
        const key = rowKey(message.group, message.id)
        applying.set(key, applied)
        void applied.then(() => {
          if (applying.get(key) === applied) applying.delete(key)
        })
      }
    }
  }

  function connected({ afterOutage }: { afterOutage: boolean }) {
    // Asked first: the hub then answers each Init below with its viewers too.
    void presence.connected()
    for (const [group, resource] of groups.entries()) {
      void initGroup(group)
      if (afterOutage) refetchOpenLists(resource)
    }
    // Rows held while offline are taken now; after an outage the old connection's locks were released: again.
    retakeHeldRows({ afterOutage })
  }

  function signedOut() {
    connectionRequested = false
    void liveHub.stop()
    // Watches first: a lock store emptied under them would read as every watched row freed.
    lockWatches.clear()
    for (const release of watchHolds.values()) release()
    watchHolds.clear()
    onScreen.clear()
    groups.forget()
    presence.forget()
    lockStore.clearAll()
    highlightStore.clear()
    fadingRowStore.clear()
    forgetOwnWrites()
    patcher = newPatcher()
  }

  // A connection that is down tells nobody anything: the viewers shown go until it is back.
  const statusChanged = () => {
    if (liveHub.getStatus() !== 'live') presence.reset()
  }
  const stopListening = [
    liveHub.onMessage(handle),
    liveHub.onConnected(connected),
    liveHub.subscribeStatus(statusChanged),
    lockWatches.subscribe(holdWatchedGroups),
    onSignOut(signedOut),
  ]
  connect()

  return {
    openGroup: openOnScreen,
    dispose() {
      for (const stop of stopListening) stop()
      groups.forget()
    },
  }
}

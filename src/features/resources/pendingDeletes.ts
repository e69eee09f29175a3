import type { QueryClient } from '@tanstack/react-query'
import { deleteRecordOnLeave } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import type { Id } from '@/api/queryKeys'
import { UNDO_MS } from '@/config'
import { onSignOut } from '@/features/auth/signOut'
import { holdRow } from '@/features/live'
import { forgetDeleted, sendDelete } from './mutations'
import type { AnyResource } from './types'

interface PendingDelete {
  resource: AnyResource
  id: Id
  queryClient: QueryClient
  /** Set while the delete waits for its Undo; cleared once it is sent. */
  timer: ReturnType<typeof setTimeout> | undefined
  /** Lets go of the row's lock. */
  release(): void
  /** The DELETE failed: the row is back. */
  onFailed(error: unknown): void
}

const keyOf = (name: string, id: Id) => `${name}\u0000${String(id)}`
const pending = new Map<string, PendingDelete>()
const listeners = new Set<() => void>()
const NONE: ReadonlySet<string> = new Set()
/** The ids each resource's lists hide, rebuilt on each change so a list re-renders. */
let hidden = new Map<string, ReadonlySet<string>>()
/** Rows a bulk delete hides while it waits and runs, by resource. */
const bulkHidden = new Set<{ resourceName: string; ids: readonly string[] }>()

function changed() {
  const next = new Map<string, Set<string>>()
  for (const { resourceName, ids } of bulkHidden)
    next.set(resourceName, new Set([...(next.get(resourceName) ?? []), ...ids]))
  for (const p of pending.values()) {
    const ids = next.get(p.resource.name) ?? new Set<string>()
    ids.add(String(p.id))
    next.set(p.resource.name, ids)
  }
  hidden = next
  for (const listener of [...listeners]) listener()
}

async function send(key: string, p: PendingDelete) {
  clearTimeout(p.timer)
  p.timer = undefined
  try {
    // The cache forgets the row before it stops being hidden: it never shows again meanwhile.
    await sendDelete(p.queryClient, p.resource, p.id)
  } catch (error) {
    p.onFailed(error)
  } finally {
    pending.delete(key)
    p.release()
    changed()
  }
}

/** The page is going away (a closing tab, a sign-out): every waiting delete goes now, in a request that outlives it. */
function sendAllOnLeave() {
  for (const [key, p] of pending) {
    if (p.timer === undefined) continue // already on its way
    clearTimeout(p.timer)
    deleteRecordOnLeave(endpointOf(p.resource), p.id)
    forgetDeleted(p.queryClient, p.resource, p.id)
    pending.delete(key)
    p.release()
  }
  changed()
}

let listening = false
/** Registered with the first delete: a list that never deletes adds nothing to the page. */
function listenForLeaving() {
  if (listening) return
  listening = true
  window.addEventListener('pagehide', sendAllOnLeave)
  onSignOut((reason) => {
    // Signing out sends with the token it still has; after a 401 there is none that the server would take.
    if (reason === 'logout') sendAllOnLeave()
    else dropAll()
  })
}

function dropAll() {
  for (const p of pending.values()) {
    clearTimeout(p.timer)
    p.release()
  }
  pending.clear()
  changed()
}

/**
 * Deletes that wait UNDO_MS for an Undo before their DELETE is sent (react-admin's undoable delete). Meanwhile
 * the row is hidden from the lists and its edit lock is held over the hub, so nobody edits a record about to go. A
 * waiting delete is never lost: leaving its list sends it at once, and so do closing the tab and signing out.
 */
export const pendingDeletes = {
  schedule(queryClient: QueryClient, resource: AnyResource, id: Id, onFailed: (error: unknown) => void) {
    listenForLeaving()
    const key = keyOf(resource.name, id)
    if (pending.has(key)) return
    const p: PendingDelete = { resource, id, queryClient, timer: undefined, release: holdRow(resource, id), onFailed }
    p.timer = setTimeout(() => void send(key, p), UNDO_MS)
    pending.set(key, p)
    changed()
  },

  /** Puts the row back where it was and lets go of its lock; false when the DELETE has already gone. */
  undo(resource: AnyResource, id: Id): boolean {
    const key = keyOf(resource.name, id)
    const p = pending.get(key)
    if (!p || p.timer === undefined) return false
    clearTimeout(p.timer)
    pending.delete(key)
    p.release()
    changed()
    return true
  },

  /** Sends the resource's waiting deletes now (its list is closing). */
  sendNow(resourceName: string) {
    for (const [key, p] of pending) if (p.resource.name === resourceName && p.timer !== undefined) void send(key, p)
  },

  /** Hides rows a bulk delete is taking (its own Undo and sending); returns their return. */
  hide(resourceName: string, ids: readonly Id[]): () => void {
    const entry = { resourceName, ids: ids.map(String) }
    bulkHidden.add(entry)
    changed()
    return () => {
      if (bulkHidden.delete(entry)) changed()
    }
  },

  /** The ids of the resource hidden while their deletes wait or are on their way. */
  hiddenOf: (resourceName: string): ReadonlySet<string> => hidden.get(resourceName) ?? NONE,

  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

import type { QueryClient } from '@tanstack/react-query'
import { deleteRecordOnLeave } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import type { Id } from '@/api/queryKeys'
import { UNDO_MS } from '@/config'
import { onSignOut } from '@/features/auth/signOut'
import { forgetDeleted } from '../mutations'
import type { AnyResource } from '../types'

/** Deletes waiting for their Undo: one row's, or a bulk run's rows. */
export interface WaitingDelete {
  resource: AnyResource
  ids: readonly Id[]
  queryClient: QueryClient
  /** Lets go of the locks the wait holds. */
  release(): void
  /** The wait is over: the DELETEs go (one row's, or a bulk run's windows). The rows stay hidden until it settles. */
  send(): Promise<void>
}

interface Pending extends WaitingDelete {
  /** Set while the delete waits for its Undo; cleared once it is sent. */
  timer: ReturnType<typeof setTimeout> | undefined
}

const pending = new Set<Pending>()
const listeners = new Set<() => void>()
const NONE: ReadonlySet<string> = new Set()
/** The ids each resource's lists hide, rebuilt on each change so a list re-renders. */
let hidden = new Map<string, ReadonlySet<string>>()

function changed() {
  const next = new Map<string, Set<string>>()
  for (const p of pending) {
    const ids = next.get(p.resource.name) ?? new Set<string>()
    for (const id of p.ids) ids.add(String(id))
    next.set(p.resource.name, ids)
  }
  hidden = next
  for (const listener of [...listeners]) listener()
}

async function send(p: Pending) {
  clearTimeout(p.timer)
  p.timer = undefined
  try {
    // The cache forgets the rows before they stop being hidden: they never show again meanwhile.
    await p.send()
  } finally {
    pending.delete(p)
    p.release()
    changed()
  }
}

/** The page is going away (a closing tab, a sign-out): every waiting delete goes now, in requests that outlive it. */
function sendAllOnLeave() {
  for (const p of pending) {
    if (p.timer === undefined) continue // already on its way
    clearTimeout(p.timer)
    for (const id of p.ids) {
      deleteRecordOnLeave(endpointOf(p.resource), id)
      forgetDeleted(p.queryClient, p.resource, id)
    }
    pending.delete(p)
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
  for (const p of pending) {
    clearTimeout(p.timer)
    p.release()
  }
  pending.clear()
  changed()
}

/**
 * Deletes that wait UNDO_MS for an Undo before their DELETEs are sent (react-admin's undoable delete), one row's or a
 * bulk run's: the one Undo of every delete. Meanwhile the rows are hidden from the lists and their edit locks are held
 * over the hub, so nobody edits a record about to go. A waiting delete is never lost: leaving its list sends it at
 * once, and so do closing the tab and signing out.
 */
export const pendingDeletes = {
  /** Starts the wait; returns the Undo: true when it put the rows back, false once their DELETEs have gone. */
  schedule(waiting: WaitingDelete): () => boolean {
    listenForLeaving()
    const p: Pending = { ...waiting, timer: undefined }
    p.timer = setTimeout(() => void send(p), UNDO_MS)
    pending.add(p)
    changed()
    return () => {
      if (!pending.has(p) || p.timer === undefined) return false
      clearTimeout(p.timer)
      pending.delete(p)
      p.release()
      changed()
      return true
    }
  },

  /** Sends the resource's waiting deletes now (its list is closing). */
  sendNow(resourceName: string) {
    for (const p of pending) if (p.resource.name === resourceName && p.timer !== undefined) void send(p)
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

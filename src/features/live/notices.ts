/**
 * What the bell tells (docs/decisions.md, "A bell that tells"): changes by others to records of the lists on screen,
 * rows the user asked about that are free to edit, and the summaries of bulk runs; newest first, each with where it
 * opens. Kept in sessionStorage, so a reload of the tab keeps them, and forgotten at sign-out.
 */
import * as z from 'zod/mini'
import { onSignOut } from '@/features/auth/signOut'

export type NoticeKind = 'added' | 'updated' | 'deleted' | 'free' | 'bulk'

export interface Notice {
  key: string
  /** When it happened (ms since the epoch). */
  at: number
  kind: NoticeKind
  /** Who did it (the display name the hub sent), for a change by someone else. */
  who?: string
  /** The record's title, or a bulk run's summary. */
  text: string
  /** The list it happened in. */
  list?: string
  /** The record's dialog over its list; absent when there is no record to open (deleted, read-only). */
  href?: string
  read: boolean
}

const STORAGE_KEY = 'nc.notices'
/** The bell keeps this many; older ones go. */
export const MAX_NOTICES = 50

const noticeSchema = z.object({
  key: z.string(),
  at: z.number(),
  kind: z.enum(['added', 'updated', 'deleted', 'free', 'bulk']),
  who: z.optional(z.string()),
  text: z.string(),
  list: z.optional(z.string()),
  href: z.optional(z.string()),
  read: z.boolean(),
})

/** What this tab kept; anything unreadable (another version's, edited by hand) is nothing. */
function load(): Notice[] {
  try {
    const parsed = z.array(noticeSchema).safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]'))
    return parsed.success ? parsed.data.slice(0, MAX_NOTICES) : []
  } catch {
    return []
  }
}

let notices: readonly Notice[] = typeof sessionStorage === 'undefined' ? [] : load()
let unread = notices.filter((n) => !n.read).length
let next = 0
const listeners = new Set<() => void>()

function set(list: readonly Notice[]) {
  notices = list
  unread = list.filter((n) => !n.read).length
  try {
    if (list.length === 0) sessionStorage.removeItem(STORAGE_KEY)
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(list))
  } catch {
    // A full or blocked storage keeps them for this page only.
  }
  for (const l of [...listeners]) l()
}

export const noticeStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Newest first. */
  all: (): readonly Notice[] => notices,
  unread: (): number => unread,
  add(notice: Omit<Notice, 'key' | 'at' | 'read'>, at = Date.now()) {
    const key = `${at.toString(36)}-${(next++).toString(36)}`
    set([{ ...notice, key, at, read: false }, ...notices].slice(0, MAX_NOTICES))
  },
  markAllRead() {
    if (unread > 0) set(notices.map((n) => (n.read ? n : { ...n, read: true })))
  },
  clear() {
    if (notices.length > 0 || typeof sessionStorage !== 'undefined') set([])
  },
}

onSignOut(() => noticeStore.clear())

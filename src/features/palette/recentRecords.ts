import * as z from 'zod/mini'
import { PALETTE_RECENT_MAX, STORAGE_KEYS } from '@/config'
import type { Id } from '@/api/queryKeys'

/** A record a user opened, as the palette offers it again: where it is and its title, never its values. */
export interface RecentRecord {
  resource: string
  id: Id
  title: string
  parentId?: Id
}

const idSchema = z.union([z.number(), z.string()])
const recentSchema = z.object({
  resource: z.string(),
  id: idSchema,
  title: z.string(),
  parentId: z.optional(idSchema),
})
const storedSchema = z.record(z.string(), z.array(recentSchema))

type Stored = z.infer<typeof storedSchema>

function readAll(): Stored {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentRecords) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/** The records this user opened last, newest first (kept per user, in this browser). */
export function recentRecords(username: string): readonly RecentRecord[] {
  return readAll()[username] ?? []
}

/** Puts a record first in the user's recent records; the same record opened again moves up, keeping its new title. */
export function rememberRecent(username: string, record: RecentRecord): void {
  if (!username) return
  const all = readAll()
  const same = (r: RecentRecord) => r.resource === record.resource && String(r.id) === String(record.id)
  const mine = [record, ...(all[username] ?? []).filter((r) => !same(r))].slice(0, PALETTE_RECENT_MAX)
  if (JSON.stringify(all[username]) === JSON.stringify(mine)) return
  all[username] = mine
  try {
    localStorage.setItem(STORAGE_KEYS.recentRecords, JSON.stringify(all))
  } catch {
    // Storage full or blocked: the palette then offers fewer recent records, nothing else changes.
  }
}

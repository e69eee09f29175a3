/**
 * The payloads of the hub's optional extensions (docs/hub-contract.md, "Presence"): who views what (Viewers), who
 * changed a record (the item events' third argument) and what the hub offers (the answer to Extensions).
 */
import * as z from 'zod/mini'
import type { Id } from './queryKeys'

export type ViewMode = 'edit' | 'read' | 'list'

/** Someone else with a list or a record of the group open. */
export interface Viewer {
  /** Their connection: one person in two tabs is two viewers, as they are two editors. */
  connection: string
  user: string
  /** Their display name as the hub shows it (the username when it sent none). */
  name: string
  /** The record; null for the list. */
  id: Id | null
  mode: ViewMode
}

/** At most this many characters of a name are kept: a name is a line in a row. */
const MAX_NAME = 60

const nameSchema = z.pipe(
  z.string(),
  z.transform((text) => text.trim().slice(0, MAX_NAME)),
)

export const changerSchema = z.pipe(
  z.object({ User: z.string(), Name: z.catch(z.optional(nameSchema), undefined) }),
  z.transform(({ User, Name }) => ({ user: User, name: Name || User })),
)

const viewerSchema = z.pipe(
  z.object({
    Connection: z.string(),
    User: z.string(),
    Name: z.catch(z.optional(nameSchema), undefined),
    Id: z.nullable(z.union([z.number(), z.string()])),
    Mode: z.enum(['edit', 'read', 'list']),
  }),
  z.transform((v): Viewer => ({
    connection: v.Connection,
    user: v.User,
    name: v.Name || v.User,
    id: v.Id,
    mode: v.Mode,
  })),
)

export const viewersMessage = z.pipe(
  z.tuple([z.string(), z.nullable(z.array(viewerSchema))]),
  z.transform(([group, viewers]) => ({ type: 'viewers' as const, group, viewers: viewers ?? [] })),
)

/** What the hub offers, from its answer to Extensions; anything unreadable offers nothing. */
export function parseExtensions(raw: unknown): ReadonlySet<string> {
  const parsed = z.array(z.string()).safeParse(raw)
  return new Set(parsed.success ? parsed.data : [])
}

/**
 * The one place that knows the hub's wire payloads (docs/hub-contract.md). A backend with other payloads changes this
 * file only; the rest of the console speaks LiveMessage and LockEntry.
 */
import * as z from 'zod/mini'
import { changerSchema, viewersMessage, type Viewer } from './presenceAdapter'
import type { Id } from './queryKeys'

export type { Viewer, ViewMode } from './presenceAdapter'

/** A lock held on a row ({ Id, LockDate, Editor } on the wire). */
export interface LockEntry {
  id: Id
  /** ISO date the lock was taken or renewed. */
  lockDate: string
  /** Username of the editor. */
  editor: string
  /** The editor's display name, when the hub sends one (optional `EditorName`). */
  editorName?: string
}

export type ItemEventKind = 'added' | 'updated' | 'deleted'

/** Who made a change, when the hub says (the optional attribution extension). */
export interface Changer {
  user: string
  name: string
}

export type LiveMessage =
  | { type: 'stateList'; group: string; entries: LockEntry[] }
  | { type: 'addedState'; group: string; entry: LockEntry }
  | { type: 'removedState'; group: string; id: Id }
  | { type: 'item'; kind: ItemEventKind; group: string; id: Id; by?: Changer }
  | { type: 'viewers'; group: string; viewers: Viewer[] }

/** Client → server methods. */
export const CLIENT_METHODS = {
  init: 'Init',
  close: 'Close',
  addEntry: 'AddEntry',
  removeEntry: 'RemoveEntry',
  extensions: 'Extensions',
  openView: 'OpenView',
  closeView: 'CloseView',
} as const

const idSchema = z.union([z.number(), z.string()])
const groupSchema = z.string()
const entrySchema = z.pipe(
  // A hub without display names, or one sending something else there, still gives a lock.
  z.object({
    Id: idSchema,
    LockDate: z.string(),
    Editor: z.string(),
    EditorName: z.catch(z.optional(z.string()), undefined),
  }),
  z.transform((e): LockEntry => ({
    id: e.Id,
    lockDate: e.LockDate,
    editor: e.Editor,
    ...(e.EditorName ? { editorName: e.EditorName } : {}),
  })),
)

const serverMessages = {
  StateList: z.pipe(
    z.tuple([groupSchema, z.nullable(z.array(entrySchema))]),
    z.transform(([group, entries]): LiveMessage => ({ type: 'stateList', group, entries: entries ?? [] })),
  ),
  AddedState: z.pipe(
    z.tuple([groupSchema, entrySchema]),
    z.transform(([group, entry]): LiveMessage => ({ type: 'addedState', group, entry })),
  ),
  RemovedState: z.pipe(
    z.tuple([groupSchema, idSchema]),
    z.transform(([group, id]): LiveMessage => ({ type: 'removedState', group, id })),
  ),
  Viewers: viewersMessage,
  ItemAdded: itemMessage('added'),
  ItemUpdated: itemMessage('updated'),
  ItemDeleted: itemMessage('deleted'),
}

function itemMessage(kind: ItemEventKind) {
  return z.pipe(
    // A third argument names who made the change (an extension); a hub without it sends two, and a bad one is ignored.
    z.tuple([groupSchema, idSchema, z.catch(z.optional(changerSchema), undefined)]),
    z.transform(([group, id, by]): LiveMessage => ({ type: 'item', kind, group, id, ...(by ? { by } : {}) })),
  )
}

export type ServerMethod = keyof typeof serverMessages
export const SERVER_METHODS = Object.keys(serverMessages) as ServerMethod[]

/** Raw arguments of a server call → a typed message, or undefined (logged) when the payload is not ours. */
export function parseServerMessage(method: ServerMethod, args: unknown[]): LiveMessage | undefined {
  const parsed = serverMessages[method].safeParse(args)
  if (parsed.success) return parsed.data
  console.error(`Live channel: unreadable ${method} message`, parsed.error.issues)
  return undefined
}

/** AddEntry answers null when the caller now holds the lock, or the holder's entry when another connection does. */
export function parseAddEntryResult(raw: unknown): LockEntry | null {
  if (raw === null || raw === undefined) return null
  const parsed = entrySchema.safeParse(raw)
  if (parsed.success) return parsed.data
  console.error('Live channel: unreadable AddEntry answer', parsed.error.issues)
  return null
}

import type { Id } from '@/api/queryKeys'
import { DRAFT_MAX_AGE_MS, STORAGE_KEYS } from '@/config'
import type { AnyResource } from '../types'

type Values = Record<string, unknown>
interface StoredDraft {
  values: Values
  /**
   * The record as the server had it when the typing began: reopening merges the draft with the record as it is then
   * (see docs/decisions.md, "Saves that never overwrite"). Drafts kept before this was stored have none.
   */
  base?: Values
  savedAt: number
}

/** A draft as the dialog reads it back. */
export type Draft = Pick<StoredDraft, 'values' | 'base'>

/**
 * Unsaved dialog values survive a 401, a lost lock or the edit-time limit, per user, resource and record (see
 * docs/decisions.md, "Drafts and unsaved changes" and "Lock time limit"). The user is the one who opened the dialog: a
 * 401 clears the session before the draft is written.
 */
function keyOf(owner: string, resource: AnyResource, id: Id | undefined): string {
  return `${owner}|${resource.name}|${id === undefined ? 'new' : String(id)}`
}

const isObject = (value: unknown): value is Values => typeof value === 'object' && value !== null
const isStoredDraft = (value: unknown): value is StoredDraft =>
  isObject(value) &&
  typeof value.savedAt === 'number' &&
  isObject(value.values) &&
  (value.base === undefined || isObject(value.base))

/** Every draft still worth keeping: a draft without its user, or older than DRAFT_MAX_AGE_MS, is dropped. */
function readAll(): Record<string, StoredDraft> {
  let parsed: unknown
  try {
    parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.drafts) ?? '{}')
  } catch {
    return {}
  }
  if (!parsed || typeof parsed !== 'object') return {}
  const oldest = Date.now() - DRAFT_MAX_AGE_MS
  return Object.fromEntries(
    Object.entries(parsed).filter(
      ([key, draft]) => !key.startsWith('|') && isStoredDraft(draft) && draft.savedAt >= oldest,
    ),
  ) as Record<string, StoredDraft>
}

function writeAll(drafts: Record<string, StoredDraft>) {
  try {
    if (Object.keys(drafts).length === 0) sessionStorage.removeItem(STORAGE_KEYS.drafts)
    else sessionStorage.setItem(STORAGE_KEYS.drafts, JSON.stringify(drafts))
  } catch {
    // Storage blocked: the draft is lost, but the dialog itself never drops values.
  }
}

export function saveDraft(
  owner: string,
  resource: AnyResource,
  id: Id | undefined,
  values: Values,
  base: Values | undefined,
) {
  if (!owner) return
  const draft: StoredDraft = { values, savedAt: Date.now(), ...(base !== undefined && { base }) }
  writeAll({ ...readAll(), [keyOf(owner, resource, id)]: draft })
}

export function readDraft(owner: string, resource: AnyResource, id: Id | undefined): Draft | undefined {
  const stored = readAll()[keyOf(owner, resource, id)]
  return stored && { values: stored.values, base: stored.base }
}

export function clearDraft(owner: string, resource: AnyResource, id: Id | undefined) {
  const all = readAll()
  delete all[keyOf(owner, resource, id)]
  writeAll(all)
}

/**
 * A user signed in: the drafts of anyone else who used this tab go (see docs/decisions.md, "Sign-out forgets
 * everything").
 */
export function keepDraftsOf(username: string) {
  const all = readAll()
  writeAll(Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith(`${username}|`))))
}

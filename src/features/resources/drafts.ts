import type { Id } from '@/api/queryKeys'
import { sessionStore } from '@/api/session'
import { STORAGE_KEYS } from '@/config'
import type { AnyResource } from './types'

type Values = Record<string, unknown>

/** Unsaved dialog values survive a 401 or the edit-time limit, per user, resource and record (design §8.18, §8.28). */
function keyOf(resource: AnyResource, id: Id | undefined): string {
  return `${sessionStore.get().username}|${resource.name}|${id === undefined ? 'new' : String(id)}`
}

function readAll(): Record<string, Values> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.drafts) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Values>) : {}
  } catch {
    return {}
  }
}

function writeAll(drafts: Record<string, Values>) {
  try {
    sessionStorage.setItem(STORAGE_KEYS.drafts, JSON.stringify(drafts))
  } catch {
    // Storage blocked: the draft is lost, but the dialog itself never drops values.
  }
}

export function saveDraft(resource: AnyResource, id: Id | undefined, values: Values) {
  writeAll({ ...readAll(), [keyOf(resource, id)]: values })
}

export function readDraft(resource: AnyResource, id: Id | undefined): Values | undefined {
  return readAll()[keyOf(resource, id)]
}

export function clearDraft(resource: AnyResource, id: Id | undefined) {
  const all = readAll()
  const key = keyOf(resource, id)
  if (!(key in all)) return
  delete all[key]
  writeAll(all)
}

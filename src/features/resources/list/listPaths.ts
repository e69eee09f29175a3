import type { Id } from '@/api/queryKeys'
import { STORAGE_KEYS } from '@/config'
import type { ResourceDeclaration } from '../declaration'
import type { BaseRecord } from '../types'

type Listed = Pick<ResourceDeclaration, 'screen' | 'childScreen' | 'parent'>

/** The list screen path of a resource; opened under a parent it is the child screen with `$parentId` filled. */
export function listPathOf(resource: Listed, parentId?: Id): string {
  if (parentId === undefined) return resource.screen.path
  const screen = resource.childScreen ?? resource.screen
  return screen.path.replace('$parentId', encodeURIComponent(String(parentId)))
}

/**
 * Where a child list's parent list lives. The parent list may itself be a child list (grandchildren): its parent id is
 * read from the parent record (see docs/decisions.md, "Back to the parent list").
 */
export function parentListPathOf(parentResource: Listed, parentRecord: BaseRecord | undefined): string {
  const grandKey = parentResource.parent?.key
  const grandId = grandKey ? parentRecord?.[grandKey] : undefined
  const hasGrandId = typeof grandId === 'number' || (typeof grandId === 'string' && grandId !== '')
  return listPathOf(parentResource, hasGrandId ? grandId : undefined)
}

function readStates(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.listState) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/**
 * Each list remembers its last search string (page, search, filters) so back arrows return to it (see
 * docs/decisions.md, "Back to the parent list").
 */
export function rememberListSearch(pathname: string, searchStr: string) {
  const states = readStates()
  if (states[pathname] === searchStr) return
  states[pathname] = searchStr
  try {
    sessionStorage.setItem(STORAGE_KEYS.listState, JSON.stringify(states))
  } catch {
    // Storage full or blocked: back arrows then open page 1, which is still correct.
  }
}

export function rememberedListHref(pathname: string): string {
  const searchStr = readStates()[pathname] ?? ''
  return pathname + searchStr
}

import type { Id } from '@/api/queryKeys'
import type { BaseRecord } from '@/api/record'
import type { ResourceDeclaration } from './declaration'
import { listPathOf } from './list/listPaths'
import { NEW_RECORD } from './list/useListRoute'
import { recordName } from './recordName'

type Placed = Pick<ResourceDeclaration, 'screen' | 'childScreen' | 'parent' | 'readOnly' | 'titleProperty' | 'suffix'>

const isId = (value: unknown): value is Id =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '')

/** The parent a record lives under (its parent key's value), if its list has one. */
export function parentIdOf(resource: Placed, record: BaseRecord): Id | undefined {
  const key = resource.parent?.key
  const value = key ? record[key] : undefined
  return isId(value) ? value : undefined
}

/**
 * The list a record lives in: under its parent for a child list (a parent in the path, or `?parentId=` for a list
 * whose parent is an optional filter, recipes' variants), as its own list's back arrow and pencil would have it.
 */
export function listHrefOf(resource: Placed, parentId: Id | undefined): string {
  if (parentId === undefined) return resource.screen.path
  if (resource.parent?.optional && !resource.childScreen)
    return `${resource.screen.path}?parentId=${encodeURIComponent(String(parentId))}`
  return listPathOf(resource, parentId)
}

/** The list's address with a dialog open: `?edit=<id>`, or `?edit=new`, added to the list's own search. */
export function withEdit(listHref: string, edit: Id | typeof NEW_RECORD): string {
  return `${listHref}${listHref.includes('?') ? '&' : '?'}edit=${encodeURIComponent(String(edit))}`
}

/** The text that names a record, as every control and message names it: its title, else "Portion 48". */
export const titleOf = (resource: Placed, record: BaseRecord): string => recordName(resource, record)

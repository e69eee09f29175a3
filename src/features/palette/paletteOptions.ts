import type { Id } from '@/api/queryKeys'
import type { BaseRecord } from '@/api/record'
import { hasRole, type Session } from '@/api/session'
import type { ResourceDeclaration, ResourceName } from '@/features/resources/declaration'
import { idName } from '@/features/resources/recordName'
import { DECLARATIONS } from '@/features/resources/registry'
import { NEW_RECORD } from '@/features/resources/list/useListRoute'
import { MENU } from '@/features/shell/screens'
import type { RecentRecord } from './recentRecords'
import { listHrefOf, parentIdOf, titleOf, withEdit } from '@/features/resources/recordTarget'
import type { ListOutcome } from './searchLists'

export type Section = 'screens' | 'actions' | 'recent' | 'records'

/** One choice of the palette. `title` is a catalog message for screens and actions, data for records. */
export interface PaletteOption {
  key: string
  section: Section
  title: string
  /** The record's resource (records, recent records, actions). */
  resource?: ResourceDeclaration
  /** A hit as the list answered it: its parents and lock are shown from it. */
  record?: BaseRecord
  /** The address it opens; a record opens in two steps, its list and then its dialog (Back then shows the list). */
  href: string
  list?: string
}

const byName = new Map(DECLARATIONS.map((d) => [d.name as string, d]))

/**
 * Where a record opens: its edit dialog in its list, or for a read-only list the list searched for its title (the list
 * itself for a record without one: its name by id would find nothing).
 */
function recordDestination(resource: ResourceDeclaration, id: Id, title: string, parentId: Id | undefined) {
  const list = listHrefOf(resource, parentId)
  if (resource.readOnly) {
    if (title === idName(resource, id)) return { href: list }
    const joiner = list.includes('?') ? '&' : '?'
    return { href: `${list}${joiner}search=${encodeURIComponent(title)}` }
  }
  return { list, href: withEdit(list, id) }
}

/** What the palette offers before anything is typed: the menu's screens, a New for each top list, recent records. */
export function idleOptions(session: Session, recent: readonly RecentRecord[]): PaletteOption[] {
  const may = (d: ResourceDeclaration) => hasRole(session, d.role)
  const screens = MENU.filter((s) => hasRole(session, s.role)).map((s): PaletteOption => ({
    key: `screen:${s.path}`,
    section: 'screens',
    title: s.title,
    href: s.path,
  }))
  const actions = DECLARATIONS.filter((d) => may(d) && !d.readOnly && (!d.parent || d.parent.optional)).map(
    (d): PaletteOption => ({
      key: `new:${d.name}`,
      section: 'actions',
      title: d.suffix,
      resource: d,
      list: d.screen.path,
      href: withEdit(d.screen.path, NEW_RECORD),
    }),
  )
  const recents = recent.flatMap((r): PaletteOption[] => {
    const resource = byName.get(r.resource)
    if (!resource || !may(resource)) return []
    const key = `recent:${r.resource}:${String(r.id)}`
    return [
      { key, section: 'recent', title: r.title, resource, ...recordDestination(resource, r.id, r.title, r.parentId) },
    ]
  })
  return [...recents, ...screens, ...actions]
}

/** The hits of a search, list by list in the order the lists are searched (not the order they answered). */
export function hitOptions(lists: readonly ResourceName[], outcomes: readonly ListOutcome[]): PaletteOption[] {
  return lists.flatMap((name) => {
    const outcome = outcomes.find((o) => o.resource === name)
    const resource = byName.get(name)
    if (!outcome || !('records' in outcome) || !resource) return []
    return outcome.records.flatMap((record): PaletteOption[] => {
      const parentId = parentIdOf(resource, record)
      // A child record without its parent has no list to open in.
      if (resource.parent && !resource.parent.optional && parentId === undefined) return []
      const title = titleOf(resource, record)
      const key = `record:${name}:${String(record.id)}`
      return [
        {
          key,
          section: 'records',
          title,
          resource,
          record,
          ...recordDestination(resource, record.id, title, parentId),
        },
      ]
    })
  })
}

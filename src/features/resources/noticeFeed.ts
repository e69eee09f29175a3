/**
 * Feeds the bell (live/notices.ts) from what happens wherever the user is: a change someone else made to a record of a
 * list on screen ("Anna Admin changed Zucker"), and a row the user watches that is free to edit. Each notice names the
 * record by its title, as the palette does, and opens it in its list.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { BaseRecord } from '@/api/record'
import { queryKeys, type Id } from '@/api/queryKeys'
import { lockWatches } from '@/features/live/lockWatch'
import { noticeStore } from '@/features/live/notices'
import { othersChanges } from '@/features/live/othersChanges'
import { i18n } from '@/i18n/i18n'
import { toaster } from '@/ui/toaster'
import type { ResourceDeclaration } from './declaration'
import { listHrefOf, parentIdOf, titleOf, withEdit } from './recordTarget'
import { DECLARATIONS } from './registry'
import { idName } from './recordName'

const sameId = (a: Id, b: Id) => String(a) === String(b)

/** The record as the cache has it: its dialog's copy, else a row of a cached page. */
function cachedRecord(queryClient: QueryClient, name: string, id: Id): BaseRecord | undefined {
  const detail = queryClient.getQueryData<BaseRecord>(queryKeys.detail(name, id))
  if (detail) return detail
  for (const [, page] of queryClient.getQueriesData<{ values?: BaseRecord[] }>({ queryKey: queryKeys.lists(name) })) {
    const row = page?.values?.find((r) => sameId(r.id, id))
    if (row) return row
  }
  return undefined
}

/** The record's title, and where it opens (its list, and its dialog over it unless there is nothing to open). */
function placeOf(
  declaration: ResourceDeclaration,
  id: Id,
  record: BaseRecord | undefined,
  openable: boolean,
): { text: string; list?: string; href?: string } {
  const text = record ? titleOf(declaration, record) : idName(declaration, id)
  const parentId = record ? parentIdOf(declaration, record) : undefined
  // A child record whose parent is unknown has no list to open in.
  if (declaration.parent && !declaration.parent.optional && parentId === undefined) return { text }
  const list = listHrefOf(declaration, parentId)
  return { text, list, ...(openable && !declaration.readOnly ? { href: withEdit(list, id) } : {}) }
}

const declarationNamed = (name: string) => DECLARATIONS.find((d) => d.name === name)

/** Starts feeding the bell; returns the stop. */
export function startNoticeFeed(queryClient: QueryClient, openHref: (list: string, href?: string) => void): () => void {
  const stopChanges = othersChanges.subscribe(({ resource, kind, id, by, applied }) => {
    const declaration = declarationNamed(resource.name)
    if (!declaration) return
    // A deleted record is named as it was; a changed one as it is now.
    const before = cachedRecord(queryClient, resource.name, id)
    void applied.then(() => {
      const record = kind === 'deleted' ? before : (cachedRecord(queryClient, resource.name, id) ?? before)
      noticeStore.add({ kind, who: by.name, ...placeOf(declaration, id, record, kind !== 'deleted') })
    })
  })
  const stopFreed = lockWatches.onFreed(({ group, id, onScreen }) => {
    const declaration = declarationNamed(group)
    if (!declaration) return
    const place = placeOf(declaration, id, cachedRecord(queryClient, group, id), true)
    noticeStore.add({ kind: 'free', ...place })
    // On the list the list's own toast says it (with Edit); elsewhere this one does, and opens the record.
    const { list } = place
    if (onScreen) return
    toaster.create({
      type: 'info',
      title: i18n._('{name} is free to edit', { name: place.text }),
      action: list ? { label: i18n._('Open'), onClick: () => openHref(list, place.href) } : undefined,
    })
  })
  return () => {
    stopChanges()
    stopFreed()
  }
}

import { useRouterState } from '@tanstack/react-router'
import type { ResourceName } from '@/features/resources/declaration'
import { NEW_RECORD } from '@/features/resources/list/useListRoute'
import { listOfRoute } from './listOfRoute'

/** The record whose edit dialog the address opens (a list's `?edit=<id>`), or undefined. */
export function useOpenedRecord(): { name: ResourceName; edit: string } | undefined {
  const routeId = useRouterState({ select: (s) => s.matches.at(-1)?.routeId ?? '' })
  const edit = useRouterState({ select: (s) => (s.location.search as { edit?: unknown }).edit })
  const name = listOfRoute(routeId)
  if (!name || (typeof edit !== 'string' && typeof edit !== 'number')) return undefined
  const text = String(edit)
  return text === '' || text === NEW_RECORD ? undefined : { name, edit: text }
}

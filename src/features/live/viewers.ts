import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { Viewer, ViewMode } from '@/api/hubAdapter'
import type { Id } from '@/api/queryKeys'
import type { LiveResource } from './liveResource'
import { presence } from './presence'
import { viewerStore } from './viewerStore'

export type { Viewer, ViewMode } from '@/api/hubAdapter'

/**
 * While mounted, the hub hears that this user has the list (id null) or the record open, in this mode (when the hub
 * offers presence; otherwise nothing is sent). An undefined id (a new record) is nobody's business.
 */
export function useViewing(resource: LiveResource, id: Id | null | undefined, mode: ViewMode): void {
  const group = resource.name
  useEffect(() => (id === undefined || id === '' ? undefined : presence.view(group, id, mode)), [group, id, mode])
}

/** Who else has the record (or, with null, the list) open: none while the hub offers no presence. */
export function useViewers(resource: LiveResource, id: Id | null): readonly Viewer[] {
  const getSnapshot = useCallback(() => viewerStore.get(resource.name, id), [resource.name, id])
  return useSyncExternalStore(viewerStore.subscribe, getSnapshot, getSnapshot)
}

import { useCallback, useState } from 'react'
import { lazyComponent } from '@/ui/lazyComponent'
import type { ListPosition } from '../queries'
import type { AnyResource } from '../types'
import type { ExportRun } from './ExportPanel'

/** The export's code (page walk, CSV, its panel) loads on the first Export press, never with the list. */
const ExportPanel = lazyComponent(() => import('./ExportPanel').then((m) => m.ExportPanel))

/**
 * A list's export: `start` (the toolbar's Export) captures the list's search, filter and parent as they are at the
 * press; `panel` shows the export's progress until it is done, cancelled or failed. One export at a time.
 */
export function useListExport(resource: AnyResource, position: ListPosition) {
  const [run, setRun] = useState<ExportRun>()
  const { search, parentId } = position
  // The filter is rebuilt with each render; its JSON is its identity.
  const filterKey = JSON.stringify(position.filter)
  const start = useCallback(
    (trigger: HTMLElement) => {
      const filter = JSON.parse(filterKey) as Record<string, string>
      setRun((current) => current ?? { trigger, position: { search, filter, parentId } })
    },
    [search, filterKey, parentId],
  )
  const close = useCallback(() => setRun(undefined), [])
  const panel = run && <ExportPanel resource={resource} run={run} onClose={close} />
  return { start, panel }
}

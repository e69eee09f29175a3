import { useCallback, useState } from 'react'
import { lazyComponent } from '@/ui/lazyComponent'
import type { ListPosition } from '../queries'
import type { AnyResource, BaseRecord } from '../types'
import type { ExportRun } from './ExportPanel'

/** The export's code (page walk, CSV, its panel) loads on the first Export press, never with the list. */
const ExportPanel = lazyComponent(() => import('./ExportPanel').then((m) => m.ExportPanel))

/** Numbers the runs: each press after the last export ended starts a panel of its own. */
let runs = 0

/**
 * A list's export: `start` (the toolbar's Export) captures the list's search, filter and parent as they are at the
 * press, or takes the chosen records (the bulk bar's Export); `panel` shows the export's progress until it is
 * dismissed. One export at a time: while one runs, `running` keeps the Export buttons busy; once it has ended, a
 * press starts a new one in place of its panel.
 */
export function useListExport(resource: AnyResource, position: ListPosition) {
  const [run, setRun] = useState<ExportRun & { id: number }>()
  const [endedId, setEndedId] = useState<number>()
  const running = run !== undefined && run.id !== endedId
  const { search, parentId } = position
  // The filter is rebuilt with each render; its JSON is its identity.
  const filterKey = JSON.stringify(position.filter)
  const start = useCallback(
    (trigger: HTMLElement, records?: readonly BaseRecord[]) => {
      if (running) return
      const filter = JSON.parse(filterKey) as Record<string, string>
      setRun({ id: ++runs, trigger, position: { search, filter, parentId }, records })
    },
    [running, search, filterKey, parentId],
  )
  const close = useCallback(() => setRun(undefined), [])
  const runId = run?.id
  const ended = useCallback(() => setEndedId(runId), [runId])
  const panel = run && <ExportPanel key={run.id} resource={resource} run={run} onEnded={ended} onClose={close} />
  return { start, panel, running }
}

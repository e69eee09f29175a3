import type { Id } from '@/api/queryKeys'
import { BULK_HUB_BURST, BULK_HUB_RATE } from '@/config'
import { holdsRow, takeRow, type TakenRow } from '@/features/live'
import { holderName } from '../locks/holderName'
import type { AnyResource } from '../../types'
import { hubPacer, type BulkLocks } from './bulkRunner'

/**
 * A bulk run's row locks, taken and held as an edit dialog takes them, each hub message paced under the hub's rate
 * limit; a row whose lock cannot be asked for (offline) is skipped rather than touched without it.
 */
export function bulkLocks(resource: AnyResource) {
  const pace = hubPacer(BULK_HUB_RATE, BULK_HUB_BURST)
  const taken = new Map<string, TakenRow>()
  return {
    async take(id: Id) {
      const row = await takeRow(resource, id, { pace, whenOffline: 'refuse' })
      if (row.holder) return holderName(row.holder)
      taken.set(String(id), row)
      return undefined
    },
    holds: (id: Id) => holdsRow(resource.name, id),
    release(id: Id) {
      taken.get(String(id))?.release()
      taken.delete(String(id))
      return Promise.resolve()
    },
  } satisfies BulkLocks & { release(id: Id): Promise<void> }
}

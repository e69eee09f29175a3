import { useQueries } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import { countRecords } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { queryKeys, type Id } from '@/api/queryKeys'
import { BULK_CONCURRENCY } from '@/config'
import { inSentence } from '@/i18n/messages'
import { ChildCountLine } from '../DeleteConfirm'
import { declarationOf } from '../../registry'
import type { AnyResource } from '../../types'
import { sumOver } from './sumOver'

/**
 * What goes with the chosen records, for a list with child lists: per child list the records all of them hold, each
 * parent counted as the single delete counts one (its child list's total), a few at a time; a list that cannot be
 * counted still says its records go too.
 */
export function BulkWhatGoes({ resource, ids }: { resource: AnyResource; ids: readonly Id[] }) {
  const { _ } = useLingui()
  const children = (resource.children ?? []).map((link) => declarationOf(link.resource))
  const counts = useQueries({
    queries: children.map((child) => ({
      queryKey: queryKeys.countOf(child.name, ids),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        sumOver(ids, (id) => countRecords(endpointOf(child), id, signal), BULK_CONCURRENCY),
      staleTime: 0,
    })),
  })
  return children.map((child, i) => (
    <ChildCountLine
      key={child.name}
      child={child}
      count={counts[i]}
      uncounted={_('Their {records} are deleted with them.', { records: inSentence(child.title) })}
    />
  ))
}

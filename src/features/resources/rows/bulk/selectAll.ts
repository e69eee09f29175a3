import { listRecords } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { EXPORT_CONCURRENCY, EXPORT_TAKE } from '@/config'
import { listParams, type ListPosition } from '../../queries'
import type { AnyResource, BaseRecord } from '../../types'
import { walkPages } from '../../export/walkPages'

/** Every record of the list's search, filter and parent, walked page by page with its own list call, as an export. */
export async function allRecords(
  resource: AnyResource,
  position: Omit<ListPosition, 'page'>,
  signal?: AbortSignal,
): Promise<BaseRecord[]> {
  const base = listParams(resource, { ...position, page: 1 })
  const { records } = await walkPages<BaseRecord>({
    fetchPage: (skip, take, pageSignal) =>
      listRecords(endpointOf(resource), { ...base, skip, take }, resource.schema, pageSignal),
    take: EXPORT_TAKE,
    concurrency: EXPORT_CONCURRENCY,
    signal,
  })
  return records
}

import { getRecord, listRecords } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { ApiError } from '@/api/errors'
import type { Id, ListParams } from '@/api/queryKeys'
import type { BaseRecord } from '@/api/record'
import type { LiveResource } from './liveResource'

/** Where the patcher reads single records from; tests give a fake. */
export interface RecordSource {
  /** The record, or undefined when it no longer exists. */
  get(resource: LiveResource, id: Id): Promise<BaseRecord | undefined>
  /** The record at position `index` of a list (the backfill after a delete), or undefined past the end. */
  at(resource: LiveResource, params: ListParams, index: number): Promise<BaseRecord | undefined>
}

const isGone = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400)

export const httpRecordSource: RecordSource = {
  async get(resource, id) {
    try {
      return await getRecord(endpointOf(resource), id, resource.schema)
    } catch (e) {
      if (isGone(e)) return undefined
      throw e
    }
  },
  async at(resource, params, index) {
    const page = await listRecords(endpointOf(resource), { ...params, skip: index, take: 1 }, resource.schema)
    return page.values[0]
  },
}

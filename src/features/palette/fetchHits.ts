import { listRecords } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { PALETTE_HITS_PER_LIST } from '@/config'
import { linkedResource } from '@/features/resources/linkedResource'
import type { FetchHits } from './searchLists'

/** A list's first hits for a term: the list call with the spec's `search`, no parent key, no filter. */
export const fetchHits: FetchHits = (name, term, signal) => {
  const resource = linkedResource(name)
  return listRecords(
    endpointOf(resource),
    { skip: 0, take: PALETTE_HITS_PER_LIST, search: term },
    resource.schema,
    signal,
  )
}

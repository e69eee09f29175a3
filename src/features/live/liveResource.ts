import type { EndpointSource } from '@/api/endpoint'
import type { RecordSchema } from '@/api/record'

/**
 * What live needs of a resource: its group name, where its records are read, how they parse, and the parent key
 * that places a record in a child list. A resource declaration is one as it stands; live imports no declaration.
 */
export interface LiveResource extends EndpointSource {
  /** Live group name, also the name in the query keys. */
  name: string
  schema: RecordSchema
}

import * as z from 'zod/mini'
import { request, sendOnLeave } from './http'
import { pageOfAtMost } from './pageRows'
import { dottedQuery, type QueryObject } from './queryString'
import type { Id, ListParams } from './queryKeys'

/** What the HTTP layer needs to know of a resource. */
export interface ResourceEndpoint {
  /** List and get path, e.g. '/lexicon'. */
  path: string
  /** Create/update/delete path where it differs (recipes: '/Recipe'). */
  writePath?: string
  /** Query key carrying the parent id (and the list's extra filters). */
  parentKey?: string
}

export interface Page<T> {
  values: T[]
  total: number
}

type Schema<T> = z.ZodMiniType<T>

const pageSchemas = new WeakMap<Schema<unknown>, Schema<Page<unknown>>>()

/** A list answer of `item`s; built once per item schema (a zod schema costs a few ms to build on a phone). */
export function pageSchema<T>(item: Schema<T>): Schema<Page<T>> {
  let page = pageSchemas.get(item)
  if (!page) {
    page = z.object({ values: z.array(item), total: z.int().check(z.nonnegative()) })
    pageSchemas.set(item, page)
  }
  return page as Schema<Page<T>>
}

/** GET query strings use dotted object notation. */
export function listQuery(endpoint: ResourceEndpoint, params: ListParams): string {
  const query: QueryObject = { take: params.take, skip: params.skip }
  if (params.search) query.search = params.search
  if (endpoint.parentKey && params.parentId !== undefined) query[endpoint.parentKey] = params.parentId
  Object.assign(query, params.filter)
  return dottedQuery(query)
}

export function listRecords<T>(endpoint: ResourceEndpoint, params: ListParams, item: Schema<T>, signal?: AbortSignal) {
  return request(endpoint.path, {
    query: listQuery(endpoint, params),
    schema: pageOfAtMost(pageSchema(item), params.take),
    signal,
  })
}

export function getRecord<T>(endpoint: ResourceEndpoint, id: Id, item: Schema<T>, signal?: AbortSignal) {
  return request(`${endpoint.path}/${encodeURIComponent(String(id))}`, { schema: item, signal })
}

/**
 * Saving without an id adds (POST), with an id updates (PUT). `ifMatch` is the version the update was made from: a
 * server with versions refuses it with 412 (ApiError.current) when someone saved since.
 */
export function saveRecord<T>(
  endpoint: ResourceEndpoint,
  record: { id?: Id | null },
  item: Schema<T>,
  ifMatch?: string,
) {
  const path = endpoint.writePath ?? endpoint.path
  const isNew = record.id === undefined || record.id === null || record.id === ''
  return request(path, {
    method: isNew ? 'post' : 'put',
    json: record,
    schema: item,
    ifMatch: isNew ? undefined : ifMatch,
  })
}

const deletePath = (endpoint: ResourceEndpoint, id: Id) =>
  `${endpoint.writePath ?? endpoint.path}/${encodeURIComponent(String(id))}`

/** A delete waits for Undo first; once sent, it reaches the server even if the tab closes before the answer. */
export function deleteRecord(endpoint: ResourceEndpoint, id: Id) {
  return request(deletePath(endpoint, id), { method: 'delete', keepalive: true })
}

/** The same delete, sent as the page goes away (see sendOnLeave). */
export function deleteRecordOnLeave(endpoint: ResourceEndpoint, id: Id) {
  sendOnLeave(deletePath(endpoint, id), 'delete')
}

const totalSchema = z.object({ total: z.int().check(z.nonnegative()) })

/** How many records a child list holds under a parent: its total, from a page of one. */
export async function countRecords(endpoint: ResourceEndpoint, parentId: Id, signal?: AbortSignal): Promise<number> {
  const page = await request(endpoint.path, {
    query: listQuery(endpoint, { skip: 0, take: 1, parentId }),
    schema: totalSchema,
    signal,
  })
  return page.total
}

import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'

export interface FakeRecord {
  id: number
  [key: string]: unknown
}

export interface RecordedRequest {
  method: string
  url: URL
  body: unknown
}

/**
 * A tiny in-memory backend for one resource path: paging, search, {values,total}, id-descending order. With
 * `versions`, a record answers an ETag and a PUT with an older If-Match gets 412 and the current record, as the
 * sandbox does.
 */
export function fakeBackend(path: string, seed: FakeRecord[], { versions = false } = {}) {
  let rows = [...seed]
  const requests: RecordedRequest[] = []
  const saves = new Map<number, number>()
  const etag = (id: number) => `"v${saves.get(id) ?? 0}"`
  const versionHeaders = (id: number): Record<string, string> => (versions ? { ETag: etag(id) } : {})
  let failWrite: { status: number; body: Record<string, unknown> } | undefined
  let failList: { status: number } | undefined

  const handlers = [
    http.get(`*/api/v1${path}`, ({ request }) => {
      const url = new URL(request.url)
      requests.push({ method: 'GET', url, body: undefined })
      if (failList) return HttpResponse.json({}, { status: failList.status })
      const take = Number(url.searchParams.get('take'))
      const skip = Number(url.searchParams.get('skip'))
      const search = (url.searchParams.get('search') ?? '').toLowerCase()
      const matching = rows
        .filter((r) => !search || JSON.stringify(r).toLowerCase().includes(search))
        .sort((a, b) => b.id - a.id)
      return HttpResponse.json({ values: matching.slice(skip, skip + take), total: matching.length })
    }),
    http.get(`*/api/v1${path}/:id`, ({ params, request }) => {
      requests.push({ method: 'GET', url: new URL(request.url), body: undefined })
      const row = rows.find((r) => String(r.id) === params.id)
      return row
        ? HttpResponse.json(row, { headers: versionHeaders(row.id) })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 })
    }),
    ...(['post', 'put'] as const).map((method) =>
      http[method](`*/api/v1${path}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        requests.push({ method: method.toUpperCase(), url: new URL(request.url), body })
        if (failWrite) return HttpResponse.json(failWrite.body, { status: failWrite.status })
        const id = method === 'post' ? Math.max(0, ...rows.map((r) => r.id)) + 1 : Number(body.id)
        const ifMatch = request.headers.get('If-Match')
        const current = rows.find((r) => r.id === id)
        if (versions && method === 'put' && current && ifMatch && ifMatch !== etag(id))
          return HttpResponse.json({ message: 'Changed since.', current }, { status: 412, headers: versionHeaders(id) })
        const saved = { ...body, id }
        rows = [...rows.filter((r) => r.id !== id), saved]
        saves.set(id, (saves.get(id) ?? 0) + 1)
        return HttpResponse.json(saved, { headers: versionHeaders(id) })
      }),
    ),
    http.delete(`*/api/v1${path}/:id`, ({ params, request }) => {
      requests.push({ method: 'DELETE', url: new URL(request.url), body: undefined })
      rows = rows.filter((r) => String(r.id) !== params.id)
      return HttpResponse.json({})
    }),
  ]

  return {
    handlers,
    requests,
    writes: () => requests.filter((r) => r.method !== 'GET'),
    listCalls: () => requests.filter((r) => r.method === 'GET' && r.url.searchParams.has('take')),
    failNextWrites(status: number, body: Record<string, unknown>) {
      failWrite = { status, body }
    },
    failLists(status: number | undefined) {
      failList = status === undefined ? undefined : { status }
    },
    /** Another user's save, straight into the data: a new version. */
    saveAsOther(id: number, patch: Record<string, unknown>) {
      rows = rows.map((r) => (r.id === id ? { ...r, ...patch } : r))
      saves.set(id, (saves.get(id) ?? 0) + 1)
    },
    /** Another user's delete. */
    deleteAsOther(id: number) {
      rows = rows.filter((r) => r.id !== id)
    },
    row: (id: number) => rows.find((r) => r.id === id),
  }
}

export function numberedRows(count: number, make: (n: number) => Omit<FakeRecord, 'id'>): FakeRecord[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, ...make(i + 1) }))
}

/** An item of the items test resource (itemsResource): 'Item 1', 'Item 2', … */
export const namedItem = (n: number) => ({ name: `Item ${n}` })

/** An item with a note, for the forms that edit both: 'Item 1' noting 'kept 1', … */
export const notedItem = (n: number) => ({ ...namedItem(n), note: `kept ${n}` })

/** Serves `count` numbered items (each shaped by `make`) at /items on `server`; returns the backend to inspect. */
export function serveItems(
  server: SetupServer,
  count: number,
  make: (n: number) => Omit<FakeRecord, 'id'> = namedItem,
  options: { versions?: boolean } = {},
) {
  const backend = fakeBackend('/items', numberedRows(count, make), options)
  server.use(...backend.handlers)
  return backend
}

/**
 * The store's figures with many portions: PUT and POST one at a time (each on disk before its answer), a list page
 * with a search, the data file's size, and a mixed load (readers paging and opening portions while writers add,
 * change and delete their own). Latencies are measured by the client over loopback.
 */
import { percentile, signedInClients, signIn, type ApiClient, type Reply } from './http'

export interface Spread {
  p50: number
  p99: number
  count: number
}

export interface StoreFigures {
  put: Spread
  post: Spread
  listSearch: Spread
  mixed: Spread & { errors: number; seconds: number }
  errors: number
}

const SEQUENTIAL = 300
/** A word in about one portion name in seven: the page fills, and its total needs the whole collection. */
const SEARCH = 'raw'

const spread = (times: number[]): Spread => ({
  p50: percentile(times, 50),
  p99: percentile(times, 99),
  count: times.length,
})

/** The first few failed answers, to print beside the figures. */
export const firstErrors: string[] = []

function ok(reply: Reply): boolean {
  if (reply.status !== 200 && firstErrors.length < 5) firstErrors.push(`${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.status === 200
}

async function timed(times: number[], call: () => Promise<Reply>): Promise<boolean> {
  const reply = await call()
  times.push(reply.ms)
  return ok(reply)
}

async function mixedLoad(url: string, readers: number, writers: number, seconds: number, total: number) {
  const clients = await signedInClients(url, 'viewer', readers + writers)
  const times: number[] = []
  let errors = 0
  const deadline = Date.now() + seconds * 1000
  const record = (ok: boolean) => {
    if (!ok) errors++
  }
  const reader = async (client: ApiClient, index: number) => {
    for (let n = 0; Date.now() < deadline; n++) {
      const call =
        n % 2 === 0
          ? () => client.call('GET', `/portions?take=20&skip=${((index + n) % 10) * 20}`)
          : () => client.call('GET', `/portions/${1 + ((index * 997 + n * 31) % total)}`)
      record(await timed(times, call))
    }
  }
  const writer = async (client: ApiClient, index: number) => {
    for (let n = 0; Date.now() < deadline; n++) {
      const created = await client.call('POST', '/portions', { name: `Load ${index}-${n}`, servingId: 1, amount: 1 })
      times.push(created.ms)
      record(ok(created))
      const id = (created.body as { id?: number } | undefined)?.id
      if (id === undefined) continue
      record(
        await timed(times, () =>
          client.call('PUT', '/portions', { id, name: `Load ${index}-${n} changed`, servingId: 2, amount: 2 }),
        ),
      )
      record(await timed(times, () => client.call('DELETE', `/portions/${id}`)))
    }
  }
  const started = Date.now()
  await Promise.all([
    ...clients.slice(0, readers).map(reader),
    ...clients.slice(readers).map((client, index) => writer(client, index)),
  ])
  return { ...spread(times), errors, seconds: (Date.now() - started) / 1000 }
}

/** `total`: how many portions the server holds; ids 1 … total exist. */
export async function storeFigures(url: string, total: number, mixedSeconds: number): Promise<StoreFigures> {
  const editor = await signIn(url, 'viewer')
  let errors = 0
  const put: number[] = []
  const post: number[] = []
  const list: number[] = []
  for (let n = 0; n < SEQUENTIAL; n++) {
    const id = 1 + ((n * 7919) % total)
    if (
      !(await timed(put, () => editor.call('PUT', '/portions', { id, name: `Changed ${n}`, servingId: 3, amount: 2 })))
    )
      errors++
  }
  for (let n = 0; n < SEQUENTIAL; n++) {
    if (!(await timed(post, () => editor.call('POST', '/portions', { name: `Added ${n}`, servingId: 1, amount: 1 }))))
      errors++
  }
  for (let n = 0; n < SEQUENTIAL; n++) {
    if (!(await timed(list, () => editor.call('GET', `/portions?take=20&skip=${(n % 5) * 20}&search=${SEARCH}`))))
      errors++
  }
  const mixed = await mixedLoad(url, 50, 5, mixedSeconds, total)
  return { put: spread(put), post: spread(post), listSearch: spread(list), mixed, errors: errors + mixed.errors }
}

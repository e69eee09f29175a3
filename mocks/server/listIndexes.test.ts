// @vitest-environment node
/**
 * Searches of one or two characters take their total from counts kept beside the database, filters their matches
 * from an index kept until the next save, and every list takes its records from memory: all must stay what a scan of
 * the records would answer through creates, changes, deletes, refused writes and a restart.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { tokenFor } from '../../src/test/support/localServer'
import { parseListQuery } from '../handlers/listQuery'
import { resourceSpec } from '../handlers/resourceTable'
import { answerList } from '../store/listQuery'
import { startSandboxServer } from './sandboxServer'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-short-search-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

type Server = Awaited<ReturnType<typeof startSandboxServer>>

const QUERIES = [
  'take=20',
  'take=3&skip=40',
  'take=20&skip=100000',
  ...['a', 'z', 'ch', 'ü', 'q', 'xq', 'é', '×', ' (', 'é1', '😀', '😀a'].map(
    (t) => `take=20&search=${encodeURIComponent(t)}`,
  ),
  'take=5&skip=7&search=e',
  'take=20&filter=1',
  'take=4&skip=2&filter=2',
  'take=20&filter=1&search=a',
  'take=20&filter=1&search=quince',
  'take=20&filter=2&search=ch',
]

/** Each query's answer over HTTP against a scan of the records memory holds. */
async function expectScanAnswers(server: Server, token: string) {
  const spec = resourceSpec('portions')
  if (!spec) throw new Error('no portions')
  for (const q of QUERIES) {
    const query = parseListQuery(spec, new URLSearchParams(q))
    if (typeof query === 'string') throw new Error(query)
    const reply = await fetch(`${server.url}/api/v1/portions?${q}`, { headers: { Authorization: `Bearer ${token}` } })
    const got = (await reply.json()) as { values: { id: number }[]; total: number }
    const want = answerList(server.store.records('portions'), query)
    expect({ total: got.total, ids: got.values.map((r) => r.id) }, q).toEqual({
      total: want.total,
      ids: want.values.map((r) => r.id),
    })
  }
}

test('1.3 short searches, filters and pages stay exact through writes, a refused write and a restart', async () => {
  let failing = false
  const dataFile = join(dir, 'data.db')
  const options = { port: 0, dataFile, seedPortions: 300, writeFault: () => (failing ? 'ENOSPC' : undefined) }
  let server = await startSandboxServer(options)
  try {
    const token = await tokenFor(server.url, 'chief')
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    // Asked before the writes too: what is kept for them must not outlive a write.
    await expectScanAnswers(server, token)
    const created = await call('POST', '/portions', { name: 'Zucchini ü 😀a é1', servingId: 1, amount: 1 })
    const { id } = (await created.json()) as { id: number }
    await call('PUT', '/portions', { id, name: 'Xquisite quince', servingId: 1, amount: 2 })
    await call('PUT', '/portions', { id: 5, name: 'Changed ch ü', servingId: 1, amount: 2 })
    await expectScanAnswers(server, token)
    await call('PUT', '/portions', { id: 11, name: 'Moved to serving two', servingId: 2, amount: 2 })
    await call('DELETE', '/portions/7')
    failing = true
    expect((await call('PUT', '/portions', { id: 9, name: 'Not kept zz', servingId: 1, amount: 2 })).status).toBe(507)
    expect((await call('POST', '/portions', { name: 'Not kept either 😀', servingId: 1, amount: 1 })).status).toBe(507)
    expect((await call('PUT', '/portions', { id: 12, name: 'Not moved', servingId: 2, amount: 2 })).status).toBe(507)
    failing = false
    await expectScanAnswers(server, token)
    await server.close()
    server = await startSandboxServer(options)
    await expectScanAnswers(server, await tokenFor(server.url, 'chief'))
  } finally {
    await server.close()
  }
})

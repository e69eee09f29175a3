// @vitest-environment node
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { startServerProcess, type ServerProcess } from '../../bench/server/serverProcess'

const ROUNDS = 5
const WRITERS = 10
const BURST_MS = 1000

/** What a portion must be after a restart: its last acknowledged state, or the one its unanswered write asked for. */
interface Expected {
  acknowledged: string | null
  inFlight?: string | null
}

async function call(url: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => undefined)) as unknown }
}

async function signIn(url: string): Promise<string> {
  const reply = await call(url, '', 'POST', '/auth/login', { username: 'viewer', password: 'viewer' })
  return (reply.body as { token: string }).token
}

/** One writer: adds a portion, renames it, and deletes every third, each step waiting for the last one's answer. */
async function writeUntilKilled(url: string, token: string, writer: number, expected: Map<number, Expected>) {
  for (let n = 0; ; n++) {
    try {
      const name = `Crash ${writer}-${n}`
      const created = await call(url, token, 'POST', '/portions', { name, servingId: 1, amount: 1 })
      if (created.status !== 200) return
      const { id } = created.body as { id: number }
      const entry: Expected = { acknowledged: name }
      expected.set(id, entry)
      entry.inFlight = `${name} renamed`
      const renamed = await call(url, token, 'PUT', '/portions', { id, name: entry.inFlight, servingId: 2, amount: 2 })
      if (renamed.status !== 200) return
      entry.acknowledged = entry.inFlight
      if (n % 3 !== 0) continue
      entry.inFlight = null
      if ((await call(url, token, 'DELETE', `/portions/${id}`)).status !== 200) return
      entry.acknowledged = null
    } catch {
      // The server was killed: this writer's last write is unanswered.
      return
    }
  }
}

/** Acknowledged writes a restarted server does not hold. */
async function lost(server: ServerProcess, expected: Map<number, Expected>): Promise<string[]> {
  const token = await signIn(server.url)
  const missing: string[] = []
  for (const [id, { acknowledged, inFlight }] of expected) {
    const reply = await call(server.url, token, 'GET', `/portions/${id}`)
    const now = reply.status === 200 ? (reply.body as { name: string }).name : null
    if (now !== acknowledged && (inFlight === undefined || now !== inFlight))
      missing.push(`portion ${id}: ${JSON.stringify(now)}, acknowledged ${JSON.stringify(acknowledged)}`)
    expected.set(id, { acknowledged: now })
  }
  return missing
}

test(`kill -9 during a burst of mixed writes, ${ROUNDS} times: no acknowledged write is lost`, async () => {
  const dataFile = join(await mkdtemp(join(tmpdir(), 'sandbox-crash-')), 'data.db')
  const expected = new Map<number, Expected>()
  let server = await startServerProcess({ port: 0, dataFile, reset: true })
  let tracked = 0
  for (let round = 1; round <= ROUNDS; round++) {
    const tokens = await Promise.all(Array.from({ length: WRITERS }, () => signIn(server.url)))
    const url = server.url
    const writers = tokens.map((token, writer) => writeUntilKilled(url, token, writer, expected))
    await new Promise((done) => setTimeout(done, BURST_MS))
    await server.kill9()
    await Promise.all(writers)
    tracked = expected.size
    server = await startServerProcess({ port: 0, dataFile })
    expect(await lost(server, expected), `round ${round}`).toEqual([])
  }
  await server.stop()
  expect(tracked).toBeGreaterThan(ROUNDS * WRITERS)
}, 180_000)

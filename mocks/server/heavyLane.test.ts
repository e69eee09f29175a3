// @vitest-environment node
/** One slow request never holds another user's: the largest pages take turns, and a screen's page goes between. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { tokenFor } from '../../src/test/support/localServer'
import { lane } from './heavyLane'
import { startSandboxServer } from './sandboxServer'

test('heavy requests take turns, one per pass of the event loop', async () => {
  const turns = lane()
  const order: string[] = []
  const heavy = async (name: string) => {
    const leave = await turns.enter()
    order.push(name)
    // Work of the turn, then its end; what was scheduled meanwhile runs before the next turn.
    setImmediate(() => order.push(`after ${name}`))
    leave()
  }
  await Promise.all([heavy('a'), heavy('b'), heavy('c')])
  expect(order).toEqual(['a', 'after a', 'b', 'after b', 'c'])
})

test('1.4 a small list sent while ten heavy ones run is answered before half of them', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-heavy-'))
  const server = await startSandboxServer({ port: 0, dataFile: join(dir, 'data.db'), seedPortions: 5000 })
  try {
    const token = await tokenFor(server.url, 'viewer')
    const get = (query: string) =>
      fetch(`${server.url}/api/v1/portions?${query}`, { headers: { Authorization: `Bearer ${token}` } }).then(
        async (reply) => ({ status: reply.status, text: await reply.text() }),
      )
    // Warm: connections open, code compiled.
    await Promise.all(Array.from({ length: 11 }, () => get('take=1000&filter=3')))
    const done: string[] = []
    const heavy = Array.from({ length: 10 }, (_, i) =>
      get(`take=1000&skip=${i * 100}&search=a`).then((r) => done.push(`heavy ${r.status}`)),
    )
    await new Promise((r) => setTimeout(r, 1))
    const small = get('take=7&filter=2').then((r) => done.push(`small ${r.status}`))
    await Promise.all([...heavy, small])
    expect(done.filter((d) => d.endsWith(' 200'))).toHaveLength(11)
    // Without the turns it comes last (after all ten); with them after one or two.
    expect(done.indexOf('small 200'), done.join(', ')).toBeLessThanOrEqual(5)
  } finally {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  }
})

/**
 * 50 hub sockets in the portions group through a burst of 1,000 events: 500 lock events (250 AddEntry/RemoveEntry
 * pairs spread over the sockets) and 500 item events (250 creates and 250 deletes over HTTP), all at once.
 * Every socket should receive every event meant for it (its own AddedState excepted, per the contract).
 */
import type { HubConnection } from '@microsoft/signalr'
import { hubConnection } from '../../src/test/support/localServer'
import { createUsers, signedInClients, signIn, type ApiClient } from './http'

export interface HubBurstFigures {
  sockets: number
  events: number
  expected: number
  received: number
  lost: number
  seconds: number
}

const GROUP = 'portions'
const LOCK_PAIRS = 250
const WRITES = 250
const WRITERS = 10
const DELIVERY_WAIT_MS = 30_000

/**
 * LOCK_PAIRS portions to lock, one per lock pair: the hub locks only records that exist, so any the store lacks are
 * made first (before the sockets join, so their events are not counted); `made` are deleted afterwards.
 */
async function lockablePortions(owner: ApiClient): Promise<{ ids: number[]; made: number[] }> {
  const list = await owner.call('GET', `/portions?take=${LOCK_PAIRS}`)
  const ids = (list.body as { values: { id: number }[] }).values.map((p) => p.id)
  const made: number[] = []
  while (ids.length + made.length < LOCK_PAIRS) {
    const reply = await owner.call('POST', '/portions', {
      name: `Hub burst lock ${made.length}`,
      servingId: 1,
      amount: 1,
    })
    made.push((reply.body as { id: number }).id)
  }
  return { ids: [...ids, ...made], made }
}

export async function hubBurst(url: string, sockets: number): Promise<HubBurstFigures> {
  const owner = await signIn(url, 'viewer')
  const lockable = await lockablePortions(owner)
  // One person per socket: each user holds a bounded number of hub connections (mocks/hub/limits.ts).
  const admin = await signIn(url, 'admin')
  const { ids, clients } = await createUsers(admin, 'hubburst', sockets)
  const counts = clients.map(() => 0)
  const connections: HubConnection[] = []
  for (const [index, client] of clients.entries()) {
    const connection = hubConnection(url, client.token)
    for (const method of ['AddedState', 'RemovedState', 'ItemAdded', 'ItemDeleted']) {
      connection.on(method, () => (counts[index] = (counts[index] ?? 0) + 1))
    }
    await connection.start()
    await connection.invoke('Init', GROUP)
    connections.push(connection)
  }
  const pairsPerSocket = LOCK_PAIRS / sockets
  // AddedState reaches the others; RemovedState and item events reach every socket.
  const perSocket = LOCK_PAIRS - pairsPerSocket + LOCK_PAIRS + 2 * WRITES
  const expected = perSocket * sockets

  const started = Date.now()
  const locks = connections.map(async (connection, index) => {
    for (let k = 0; k < pairsPerSocket; k++) {
      const id = lockable.ids[index * pairsPerSocket + k]
      await connection.invoke('AddEntry', GROUP, id)
      await connection.invoke('RemoveEntry', GROUP, id)
    }
  })
  const writers = await signedInClients(url, 'viewer', WRITERS)
  const writes = writers.map(async (writer, index) => {
    const ids: number[] = []
    for (let k = 0; k < WRITES / WRITERS; k++) {
      const reply = await writer.call('POST', '/portions', { name: `Hub burst ${index}-${k}`, servingId: 1, amount: 1 })
      ids.push((reply.body as { id: number }).id)
    }
    for (const id of ids) await writer.call('DELETE', `/portions/${id}`)
  })
  await Promise.all([...locks, ...writes])
  const until = Date.now() + DELIVERY_WAIT_MS
  while (counts.some((c) => c < perSocket) && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
  const seconds = (Date.now() - started) / 1000
  const received = counts.reduce((sum, c) => sum + Math.min(c, perSocket), 0)

  await Promise.all(connections.map((c) => c.stop()))
  await Promise.all([...clients, ...writers].map((c) => c.call('POST', '/auth/logout')))
  for (const id of ids) await admin.call('DELETE', `/users/${id}`)
  for (const id of lockable.made) await owner.call('DELETE', `/portions/${id}`)
  await owner.call('POST', '/auth/logout')
  return { sockets, events: 2 * LOCK_PAIRS + 2 * WRITES, expected, received, lost: expected - received, seconds }
}

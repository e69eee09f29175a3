// @vitest-environment node
import { HubConnectionState, type HubConnection } from '@microsoft/signalr'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DROP_PATH, startSandboxServer } from '../server/sandboxServer'
import { HUB_LIMITS } from './limits'
import { hubConnection, tokenFor } from '../../src/test/support/localServer'

const MAX_LOCKS_PER_CONNECTION = HUB_LIMITS.locksPerConnection

const LOCK_MS = 1500
let server: Awaited<ReturnType<typeof startSandboxServer>>
const open: HubConnection[] = []

// Port 0: the system picks a free port, so a sandbox server or browser test running beside this one cannot collide.
beforeAll(async () => {
  server = await startSandboxServer({ port: 0, lockMs: LOCK_MS, testHooks: true })
})
afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()))
  await server.close()
})

const login = (username: string) => tokenFor(server.url, username)

/** A real SignalR client (negotiate, then WebSockets) recording what the hub sends. */
async function connect(username: string) {
  const token = await login(username)
  const connection = hubConnection(server.url, token)
  const received: [string, unknown[]][] = []
  for (const method of ['StateList', 'AddedState', 'RemovedState', 'ItemAdded', 'ItemUpdated', 'ItemDeleted']) {
    connection.on(method, (...args: unknown[]) => received.push([method, args]))
  }
  await connection.start()
  open.push(connection)
  return { connection, received }
}

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

test('locks: Init lists them, AddEntry announces, another connection is answered with the holder, RemoveEntry releases', async () => {
  const a = await connect('admin')
  const b = await connect('chief')
  await b.connection.invoke('Init', 'lexicon')
  await until(() => b.received.some(([m]) => m === 'StateList'))
  expect(b.received[0]).toEqual(['StateList', ['lexicon', []]])

  expect(await a.connection.invoke('AddEntry', 'lexicon', 4)).toBeNull()
  await until(() => b.received.some(([m]) => m === 'AddedState'))
  expect(b.received.find(([m]) => m === 'AddedState')?.[1]).toEqual([
    'lexicon',
    expect.objectContaining({ Id: 4, Editor: 'admin' }),
  ])

  expect(await b.connection.invoke('AddEntry', 'lexicon', 4)).toMatchObject({ Id: 4, Editor: 'admin' })

  const c = await connect('chief')
  await c.connection.invoke('Init', 'lexicon')
  await until(() => c.received.length > 0)
  expect(c.received[0]?.[1]).toEqual(['lexicon', [expect.objectContaining({ Id: 4, Editor: 'admin' })]])

  await a.connection.invoke('RemoveEntry', 'lexicon', 4)
  await until(() => b.received.some(([m]) => m === 'RemovedState'))
  expect(b.received.find(([m]) => m === 'RemovedState')?.[1]).toEqual(['lexicon', 4])
})

test('a lock expires server-side after the lock time', async () => {
  const a = await connect('admin')
  const b = await connect('chief')
  await b.connection.invoke('Init', 'chapters')
  await a.connection.invoke('AddEntry', 'chapters', 9)
  await until(() => b.received.some(([m]) => m === 'RemovedState'), LOCK_MS + 1500)
  expect(await b.connection.invoke('AddEntry', 'chapters', 9)).toBeNull()
})

test('a dropped connection releases its locks', async () => {
  const a = await connect('admin')
  const b = await connect('chief')
  await b.connection.invoke('Init', 'courses')
  await a.connection.invoke('AddEntry', 'courses', 2)
  await until(() => b.received.some(([m]) => m === 'AddedState'))
  await fetch(`${server.url}${DROP_PATH}?username=admin`, { method: 'POST' })
  await until(() => b.received.some(([m]) => m === 'RemovedState'))
  expect(a.connection.state).not.toBe(HubConnectionState.Connected)
  expect(b.connection.state).toBe(HubConnectionState.Connected)
})

test('every write through the store reaches the resource’s group as ItemAdded / ItemUpdated / ItemDeleted', async () => {
  const b = await connect('chief')
  await b.connection.invoke('Init', 'lexiconcategories')
  const record = server.store.create('lexiconcategories', { name: 'Live' })
  server.store.update('lexiconcategories', { ...record, name: 'Live 2' })
  server.store.delete('lexiconcategories', record.id)
  await until(() => b.received.filter(([m]) => m.startsWith('Item')).length === 3)
  expect(b.received.filter(([m]) => m.startsWith('Item'))).toEqual([
    ['ItemAdded', ['lexiconcategories', record.id]],
    ['ItemUpdated', ['lexiconcategories', record.id]],
    ['ItemDeleted', ['lexiconcategories', record.id]],
  ])
})

test('the hub refuses a connection without a valid token', async () => {
  const connection = hubConnection(server.url, 'nope')
  await expect(connection.start()).rejects.toThrow()
})

async function rejection(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'no error',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
}

test('a group is joined only with a role that may read its resource, a row locked only with one that may write it', async () => {
  const viewer = await connect('viewer')
  expect(await rejection(viewer.connection.invoke('Init', 'users'))).toContain('This needs the role Admin')
  expect(await rejection(viewer.connection.invoke('AddEntry', 'users', 1))).toContain('This needs the role Admin')
  expect(await viewer.connection.invoke('Init', 'portions')).toBeNull()
  expect(await viewer.connection.invoke('AddEntry', 'portions', 1)).toBeNull()
  expect(viewer.received.filter(([m]) => m === 'StateList').map(([, args]) => args[0])).toEqual(['portions'])

  const admin = await connect('admin')
  expect(await admin.connection.invoke('AddEntry', 'users', 1)).toBeNull()
  expect(await admin.connection.invoke('Init', 'patients')).toBeNull()
  expect(await rejection(admin.connection.invoke('AddEntry', 'patients', 1))).toContain('read-only')
  expect(await rejection(admin.connection.invoke('Init', 'nosuchgroup'))).toContain('There is no group')
  expect(await rejection(admin.connection.invoke('Init', 'x'.repeat(5000)))).toContain('at most')
  await admin.connection.invoke('RemoveEntry', 'users', 1)
  await viewer.connection.invoke('RemoveEntry', 'portions', 1)
})

test('one connection holds a bounded number of locks', async () => {
  const admin = await connect('admin')
  let refused = ''
  for (let id = 1; id <= MAX_LOCKS_PER_CONNECTION + 1 && !refused; id++) {
    refused = await rejection(admin.connection.invoke('AddEntry', 'lexicon', id))
    if (refused === 'no error') refused = ''
    else expect(id).toBe(MAX_LOCKS_PER_CONNECTION + 1)
  }
  expect(refused).toContain(`at most ${MAX_LOCKS_PER_CONNECTION}`)
  // Renewing a held lock still works at the cap.
  expect(await admin.connection.invoke('AddEntry', 'lexicon', 1)).toBeNull()
  await admin.connection.stop()
})

test('a user made inactive or deleted loses their hub connection and its locks', async () => {
  const adminToken = await login('admin')
  const http = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const created = (await (
    await http('POST', '/users', {
      username: 'temp',
      email: 'temp@example.de',
      displayname: 'Temp',
      roles: 'Viewer',
      password: 'temp',
      active: true,
    })
  ).json()) as { id: number }
  const temp = await connect('temp')
  const watcher = await connect('chief')
  await watcher.connection.invoke('Init', 'portions')
  expect(await temp.connection.invoke('AddEntry', 'portions', 2)).toBeNull()
  await until(() => watcher.received.some(([m]) => m === 'AddedState'))

  await http('PUT', '/users', { id: created.id, active: false })
  await until(() => watcher.received.some(([m]) => m === 'RemovedState'))
  await until(() => temp.connection.state !== HubConnectionState.Connected)
  await temp.connection.stop()

  await http('PUT', '/users', { id: created.id, active: true })
  const again = await connect('temp')
  await http('DELETE', `/users/${created.id}`)
  await until(() => again.connection.state !== HubConnectionState.Connected)
  await again.connection.stop()
})

/** A user of the Users screen, made by Admin over HTTP; answers its id and an HTTP helper signed in as admin. */
async function adminHttp() {
  const adminToken = await login('admin')
  return (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
}

const newUser = (username: string, roles: string) => ({
  username,
  email: `${username}@example.de`,
  displayname: username,
  roles,
  password: username,
  active: true,
})

test('an Admin demoted to Viewer loses the Admin-only group’s events and the locks only an Admin may hold', async () => {
  const http = await adminHttp()
  const created = (await (await http('POST', '/users', newUser('demoted', 'Admin'))).json()) as { id: number }
  const demoted = await connect('demoted')
  expect(await demoted.connection.invoke('Init', 'users')).toBeNull()
  const row = server.store.records('lexicon')[0]?.id ?? 1
  expect(await demoted.connection.invoke('AddEntry', 'lexicon', row)).toBeNull()
  expect((await http('PUT', '/lexicon', { id: row, title: 'Taken' })).status).toBe(423)

  expect((await http('PUT', '/users', { id: created.id, roles: 'Viewer' })).status).toBe(200)
  const watcher = await connect('chief')
  await watcher.connection.invoke('Init', 'users')
  const added = (await (await http('POST', '/users', newUser('afterdemotion', 'Viewer'))).json()) as { id: number }
  await until(() => watcher.received.some(([m, args]) => m === 'ItemAdded' && args[1] === added.id))
  expect(demoted.received).not.toContainEqual(['ItemAdded', ['users', added.id]])
  const put = await http('PUT', '/lexicon', { id: row, title: 'Free again' })
  expect(put.status).toBe(200)
})

test('AddEntry takes only the id of a record of that group; a Viewer cannot lock the id the next record gets', async () => {
  const viewer = await connect('viewer')
  const next = Math.max(...server.store.records('portions').map((r) => r.id)) + 1
  for (const id of [99999999, -1, 1.5, 'abc', '', '01', ' 1', next, String(next)]) {
    expect(await rejection(viewer.connection.invoke('AddEntry', 'portions', id)), JSON.stringify(id)).toContain(
      `There is no record ${JSON.stringify(id)} in portions.`,
    )
  }
  for (const id of [null, true, { id: 1 }]) {
    expect(await rejection(viewer.connection.invoke('AddEntry', 'portions', id))).toContain('AddEntry needs an id')
  }
  const chief = await tokenFor(server.url, 'chief')
  const created = await fetch(`${server.url}/api/v1/portions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${chief}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Fresh', servingId: 1, amount: 1 }),
  })
  const { id } = (await created.json()) as { id: number }
  expect(id).toBe(next)
  const put = await fetch(`${server.url}/api/v1/portions`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${chief}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id, name: 'Fresh 2', servingId: 1, amount: 1 }),
  })
  expect(put.status).toBe(200)
  // An id of a record that exists, as a number or as its digits, still locks.
  expect(await viewer.connection.invoke('AddEntry', 'portions', String(id))).toBeNull()
  await viewer.connection.invoke('RemoveEntry', 'portions', String(id))
})

// @vitest-environment node
import { HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DROP_PATH, startSandboxServer } from '../server/sandboxServer'

// The shared test setup clears web storage after each test; Node has none.
for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true })
}

const PORT = Number(process.env.SANDBOX_TEST_PORT ?? 5181)
const LOCK_MS = 1500
let server: Awaited<ReturnType<typeof startSandboxServer>>
const open: HubConnection[] = []

beforeAll(async () => {
  server = await startSandboxServer({ port: PORT, lockMs: LOCK_MS, testHooks: true })
})
afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()))
  await server.close()
})

async function login(username: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: username, rememberMe: false }),
  })
  return ((await response.json()) as { token: string }).token
}

/** A real SignalR client (negotiate, then WebSockets) recording what the hub sends. */
async function connect(username: string) {
  const token = await login(username)
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.url}/edit-states`, { accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build()
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
  expect(b.received.find(([m]) => m === 'AddedState')?.[1]).toEqual(['lexicon', expect.objectContaining({ Id: 4, Editor: 'admin' })])

  expect(await b.connection.invoke('AddEntry', 'lexicon', 4)).toMatchObject({ Id: 4, Editor: 'admin' })

  const c = await connect('editor')
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
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.url}/edit-states`, { accessTokenFactory: () => 'nope' })
    .configureLogging(LogLevel.None)
    .build()
  await expect(connection.start()).rejects.toThrow()
})

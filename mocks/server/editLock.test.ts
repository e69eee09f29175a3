// @vitest-environment node
import type { HubConnection } from '@microsoft/signalr'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSandboxServer } from './sandboxServer'
import { hubConnection, tokenFor } from '../../src/test/support/localServer'

let server: Awaited<ReturnType<typeof startSandboxServer>>
const open: HubConnection[] = []

beforeAll(async () => {
  server = await startSandboxServer({ port: 0 })
})
afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()))
  await server.close()
})

const login = (username: string) => tokenFor(server.url, username)

async function hub(token: string) {
  const connection = hubConnection(server.url, token)
  await connection.start()
  open.push(connection)
  return connection
}

const call = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

test('a PUT or DELETE of a row another user is editing answers 423 naming the holder; the holder’s own writes pass', async () => {
  const [admin, chief] = [await login('admin'), await login('chief')]
  const adminHub = await hub(admin)
  const deletable = server.store.records('lexicon').find((r) => !r.Undeletable)
  if (!deletable) throw new Error('the seed has a deletable lexicon entry')
  expect(await adminHub.invoke('AddEntry', 'lexicon', deletable.id)).toBeNull()

  const put = await call(chief, 'PUT', '/lexicon', { id: deletable.id, title: 'Stale overwrite' })
  expect(put.status).toBe(423)
  expect(await put.json()).toEqual({
    message: 'admin is editing this lexicon entry; it was not changed. Try again once they have finished.',
    lockedBy: 'admin',
  })
  const del = await call(chief, 'DELETE', `/lexicon/${deletable.id}`)
  expect(del.status).toBe(423)
  expect(server.store.find('lexicon', deletable.id)).toMatchObject({ title: deletable.title })

  // A string id on the hub locks the same row.
  const other = server.store.records('lexicon').find((r) => r.id !== deletable.id)
  if (!other) throw new Error('the seed has two lexicon entries')
  expect(await adminHub.invoke('AddEntry', 'lexicon', String(other.id))).toBeNull()
  expect((await call(chief, 'PUT', '/lexicon', { id: other.id, title: 'No' })).status).toBe(423)

  const own = await call(admin, 'PUT', '/lexicon', { id: deletable.id, title: 'The holder saves' })
  expect(own.status).toBe(200)

  await adminHub.invoke('RemoveEntry', 'lexicon', deletable.id)
  expect((await call(chief, 'PUT', '/lexicon', { id: deletable.id, title: 'Free again' })).status).toBe(200)
})

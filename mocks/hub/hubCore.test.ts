// @vitest-environment node
import { afterEach, expect, test, vi } from 'vitest'
import { memoryPersistence } from '../store/persistence'
import { SandboxStore } from '../store/store'
import { HubCore } from './hubCore'
import { channel, client, stubWebStorage } from './hubTestKit'

stubWebStorage()

afterEach(() => vi.useRealTimers())

test('tabs share locks: a lock taken in one tab is in the other tab’s StateList and answers AddEntry there', () => {
  const store = new SandboxStore(memoryPersistence())
  const peer = channel()
  const tab1 = new HubCore(store, { lockMs: 60000, peer: peer() })
  const tab2 = new HubCore(store, { lockMs: 60000, peer: peer() })
  const a = client(tab1, store, 'admin')
  const b = client(tab2, store, 'admin')
  b.c.invoke('Init', ['lexicon'])
  expect(a.c.invoke('AddEntry', ['lexicon', 3])).toBeNull()
  expect(b.got.at(-1)).toEqual([
    'AddedState',
    ['lexicon', expect.objectContaining({ Id: 3, Editor: 'admin', EditorName: 'Anna Admin' })],
  ])
  expect(b.c.invoke('AddEntry', ['lexicon', 3])).toMatchObject({ Id: 3, Editor: 'admin' })

  a.c.disconnect()
  expect(b.got.at(-1)).toEqual(['RemovedState', ['lexicon', 3]])
  expect(b.c.invoke('AddEntry', ['lexicon', 3])).toBeNull()
})

test('a tab that opens later learns the other tabs’ locks', () => {
  const store = new SandboxStore(memoryPersistence())
  const peer = channel()
  const tab1 = new HubCore(store, { lockMs: 60000, peer: peer() })
  client(tab1, store, 'chief').c.invoke('AddEntry', ['chapters', 5])
  const tab2 = new HubCore(store, { lockMs: 60000, peer: peer() })
  const b = client(tab2, store, 'admin')
  b.c.invoke('Init', ['chapters'])
  expect(b.got[0]).toEqual(['StateList', ['chapters', [expect.objectContaining({ Id: 5, Editor: 'chief' })]]])
})

test('a write in one tab reaches the group’s connections in every tab', () => {
  const peer = channel()
  const store1 = new SandboxStore(memoryPersistence())
  const store2 = new SandboxStore(memoryPersistence())
  const tab1 = new HubCore(store1, { lockMs: 60000, peer: peer() })
  const tab2 = new HubCore(store2, { lockMs: 60000, peer: peer() })
  const a = client(tab1, store1, 'admin')
  const b = client(tab2, store2, 'chief')
  a.c.invoke('Init', ['lexiconcategories'])
  b.c.invoke('Init', ['lexiconcategories'])
  const record = store1.create('lexiconcategories', { title: 'New' })
  expect(a.got.at(-1)).toEqual(['ItemAdded', ['lexiconcategories', record.id]])
  expect(b.got.at(-1)).toEqual(['ItemAdded', ['lexiconcategories', record.id]])
})

test('locks expire after lockMs; Close stops a connection’s messages; unknown methods fail', () => {
  vi.useFakeTimers()
  const store = new SandboxStore(memoryPersistence())
  const core = new HubCore(store, { lockMs: 1000 })
  const a = client(core, store, 'admin')
  const b = client(core, store, 'chief')
  b.c.invoke('Init', ['lexicon'])
  a.c.invoke('AddEntry', ['lexicon', 1])
  vi.advanceTimersByTime(1000)
  expect(b.got.at(-1)).toEqual(['RemovedState', ['lexicon', 1]])
  b.c.invoke('Close', ['lexicon'])
  a.c.invoke('AddEntry', ['lexicon', 2])
  expect(b.got.at(-1)).toEqual(['RemovedState', ['lexicon', 1]])
  expect(() => a.c.invoke('Nope', ['lexicon'])).toThrow('Unknown hub method Nope')
})

test('renaming a user ends their connections and releases their locks; other users keep theirs', () => {
  const store = new SandboxStore(memoryPersistence())
  const core = new HubCore(store, { lockMs: 60000 })
  const user = store.create('users', {
    username: 'nora',
    password: 'nora',
    roles: 'Admin',
    active: true,
    displayname: 'Nora',
  })
  let ended = 0
  const nora = core.connect(
    store.issueToken('nora'),
    () => {},
    () => ended++,
  )
  const chief = client(core, store, 'chief')
  chief.c.invoke('Init', ['lexicon'])
  nora.invoke('AddEntry', ['lexicon', 7])
  store.update('users', { ...user, roles: 'Admin,Viewer' })
  expect(ended).toBe(0)
  store.update('users', { ...user, username: 'nora2' })
  expect(ended).toBe(1)
  expect(chief.got.at(-1)).toEqual(['RemovedState', ['lexicon', 7]])
  expect(() => chief.c.invoke('Init', ['lexicon'])).not.toThrow()
})

test('a revoked token (POST /auth/logout) ends that connection at once; the same user’s other sign-in stays', () => {
  const store = new SandboxStore(memoryPersistence())
  const core = new HubCore(store, { lockMs: 60000 })
  const ended: string[] = []
  const first = store.issueToken('admin')
  core.connect(
    first,
    () => {},
    () => ended.push('first'),
  )
  core.connect(
    store.issueToken('admin'),
    () => {},
    () => ended.push('second'),
  )
  store.revokeToken(first)
  expect(ended).toEqual(['first'])
})

test('a user who loses a role has their connections ended (roles changed) and their locks released; one who gains a role keeps them', () => {
  const store = new SandboxStore(memoryPersistence())
  const core = new HubCore(store, { lockMs: 60000 })
  const user = store.create('users', { username: 'ida', password: 'ida', roles: 'Admin', active: true })
  const ended: string[] = []
  const ida = core.connect(
    store.issueToken('ida'),
    () => {},
    (reason) => ended.push(reason),
  )
  const chief = client(core, store, 'chief')
  chief.c.invoke('Init', ['lexicon'])
  ida.invoke('AddEntry', ['lexicon', 7])
  store.update('users', { ...user, roles: 'Admin,Editor' })
  expect(ended).toEqual([])
  store.update('users', { ...user, roles: 'Editor' })
  expect(ended).toEqual(['roles changed'])
  expect(chief.got).toContainEqual(['RemovedState', ['lexicon', 7]])
  expect(core.holder('lexicon', 7)).toBeUndefined()
})

test('14.6 a Viewer whose display name is set to “Anna Admin” locks as “Anna Admin (username)”, and so does Anna', () => {
  const store = new SandboxStore(memoryPersistence())
  const core = new HubCore(store, { lockMs: 60000 })
  store.create('users', {
    username: 'v.hahn',
    email: 'v.hahn@example.de',
    displayname: 'Anna Admin',
    roles: 'Viewer',
    password: 'v-pw',
    active: true,
  })
  const watcher = client(core, store, 'chief')
  watcher.c.invoke('Init', ['portions'])
  client(core, store, 'v.hahn').c.invoke('AddEntry', ['portions', 1])
  expect(watcher.got.at(-1)).toEqual([
    'AddedState',
    ['portions', expect.objectContaining({ Editor: 'v.hahn', EditorName: 'Anna Admin (v.hahn)' })],
  ])
  watcher.c.invoke('Init', ['lexicon'])
  client(core, store, 'admin').c.invoke('AddEntry', ['lexicon', 3])
  expect(watcher.got.at(-1)).toEqual([
    'AddedState',
    ['lexicon', expect.objectContaining({ Editor: 'admin', EditorName: 'Anna Admin (admin)' })],
  ])
})

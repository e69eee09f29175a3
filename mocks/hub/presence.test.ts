// @vitest-environment node
import { afterEach, expect, test, vi } from 'vitest'
import { memoryPersistence } from '../store/persistence'
import { SandboxStore } from '../store/store'
import { HubCore } from './hubCore'
import { channel, client, stubWebStorage } from './hubTestKit'
import { openHubSocket } from './hubSocket'
import { HUB_LIMITS } from './limits'
import { frame, MessageType, RECORD_SEPARATOR } from './protocol'

stubWebStorage()

afterEach(() => vi.useRealTimers())

function setUp(extensions?: boolean) {
  const store = new SandboxStore(memoryPersistence())
  const core = new HubCore(store, { lockMs: 60000, extensions })
  return { store, core, user: (name: string) => client(core, store, name) }
}

test('presence: Extensions answers what the hub offers; opening and closing a record reaches the group’s others', () => {
  const { user } = setUp()
  const a = user('admin')
  const b = user('chief')
  for (const u of [a, b]) {
    expect(u.c.invoke('Extensions', [])).toEqual(['presence', 'attribution'])
    u.c.invoke('Init', ['lexiconcategories'])
  }
  // Init answers the viewers (none yet) after the locks.
  expect(a.got.map(([t]) => t)).toEqual(['StateList', 'Viewers'])

  expect(b.c.invoke('OpenView', ['lexiconcategories', 5, 'read'])).toBeNull()
  expect(a.viewers()).toEqual([
    'lexiconcategories',
    [expect.objectContaining({ User: 'chief', Name: expect.stringMatching(/\S/), Id: 5, Mode: 'read' })],
  ])
  // Nobody is told of their own views.
  expect(b.viewers()).toEqual(['lexiconcategories', []])

  // One message per open and close: a second OpenView of the same view changes nothing and tells nobody.
  const sent = a.got.length
  b.c.invoke('OpenView', ['lexiconcategories', 5, 'read'])
  expect(a.got.length).toBe(sent)

  b.c.invoke('CloseView', ['lexiconcategories', 5])
  expect(a.viewers()).toEqual(['lexiconcategories', []])
})

test('presence: a list is viewed with no id; leaving the group or dropping the connection takes the views away', () => {
  const { user } = setUp()
  const a = user('admin')
  const b = user('chief')
  for (const u of [a, b]) {
    u.c.invoke('Extensions', [])
    u.c.invoke('Init', ['lexiconcategories'])
  }
  b.c.invoke('OpenView', ['lexiconcategories', null, 'list'])
  b.c.invoke('OpenView', ['lexiconcategories', 3, 'edit'])
  expect((a.viewers()?.[1] as unknown[]).length).toBe(2)

  b.c.invoke('Close', ['lexiconcategories'])
  expect(a.viewers()).toEqual(['lexiconcategories', []])

  b.c.invoke('Init', ['lexiconcategories'])
  b.c.invoke('OpenView', ['lexiconcategories', 3, 'edit'])
  expect(a.viewers()?.[1]).toEqual([expect.objectContaining({ Id: 3, Mode: 'edit' })])
  b.c.disconnect()
  expect(a.viewers()).toEqual(['lexiconcategories', []])
})

test('presence: refused for a group not joined, a record that is not there, a bad mode, and past the views limit', () => {
  const { user } = setUp()
  const a = user('chief')
  a.c.invoke('Extensions', [])
  expect(() => a.c.invoke('OpenView', ['lexiconcategories', 5, 'read'])).toThrow(/Init/)
  a.c.invoke('Init', ['lexiconcategories'])
  expect(() => a.c.invoke('OpenView', ['lexiconcategories', 99999999, 'read'])).toThrow(/no record/)
  expect(() => a.c.invoke('OpenView', ['lexiconcategories', 5, 'stare'])).toThrow(/mode/)
  expect(() => a.c.invoke('OpenView', ['lexiconcategories', 5, 'list'])).toThrow(/no id/)
  expect(() => a.c.invoke('OpenView', ['nosuchgroup', null, 'list'])).toThrow(/no group/)

  a.c.invoke('Init', ['portions'])
  for (let id = 1; id <= HUB_LIMITS.viewsPerConnection; id++) a.c.invoke('OpenView', ['portions', id, 'read'])
  expect(() => a.c.invoke('OpenView', ['portions', HUB_LIMITS.viewsPerConnection + 1, 'read'])).toThrow(/at most/)
  // Changing the mode of an open view is no new view.
  expect(a.c.invoke('OpenView', ['portions', 1, 'edit'])).toBeNull()
})

test('presence: a connection that never asked for the extensions gets no Viewers and two-argument item events', () => {
  const { store, user } = setUp()
  const old = user('chief')
  old.c.invoke('Init', ['lexiconcategories'])
  const a = user('admin')
  a.c.invoke('Extensions', [])
  a.c.invoke('Init', ['lexiconcategories'])
  a.c.invoke('OpenView', ['lexiconcategories', 5, 'edit'])
  expect(old.got.map(([t]) => t)).toEqual(['StateList'])

  const admin = store.accountForToken(store.issueToken('admin'))!
  store.actingAs(admin, () => store.update('lexiconcategories', { ...store.find('lexiconcategories', 5)! }))
  expect(old.got.at(-1)).toEqual(['ItemUpdated', ['lexiconcategories', 5]])
  expect(a.got.at(-1)).toEqual([
    'ItemUpdated',
    ['lexiconcategories', 5, { User: 'admin', Name: store.lockName(admin) }],
  ])
  // A write nobody signed in made (a script, the seed) names no one.
  store.update('lexiconcategories', { ...store.find('lexiconcategories', 5)! })
  expect(a.got.at(-1)).toEqual(['ItemUpdated', ['lexiconcategories', 5]])
})

test('without the extensions the hub is the spec’s: Extensions, OpenView and CloseView are unknown methods', () => {
  const { store, user } = setUp(false)
  const a = user('admin')
  expect(() => a.c.invoke('Extensions', [])).toThrow('Unknown hub method Extensions')
  a.c.invoke('Init', ['lexiconcategories'])
  expect(() => a.c.invoke('OpenView', ['lexiconcategories', 5, 'read'])).toThrow(/Unknown hub method OpenView/)
  expect(() => a.c.invoke('CloseView', ['lexiconcategories', 5])).toThrow(/Unknown hub method CloseView/)
  const admin = store.accountForToken(store.issueToken('admin'))!
  store.actingAs(admin, () => store.update('lexiconcategories', { ...store.find('lexiconcategories', 5)! }))
  expect(a.got.at(-1)).toEqual(['ItemUpdated', ['lexiconcategories', 5]])
  expect(a.got.some(([t]) => t === 'Viewers')).toBe(false)
})

test('presence across tabs: another tab’s views show, and go when it closes', () => {
  const store = new SandboxStore(memoryPersistence())
  const peer = channel()
  const tab1 = new HubCore(store, { lockMs: 60000, peer: peer() })
  const tab2 = new HubCore(store, { lockMs: 60000, peer: peer() })
  const a = client(tab1, store, 'admin')
  const b = client(tab2, store, 'chief')
  for (const u of [a, b]) {
    u.c.invoke('Extensions', [])
    u.c.invoke('Init', ['lexiconcategories'])
  }
  b.c.invoke('OpenView', ['lexiconcategories', 5, 'read'])
  expect(a.viewers()?.[1]).toEqual([expect.objectContaining({ User: 'chief', Id: 5 })])
  tab2.releaseAll()
  expect(a.viewers()).toEqual(['lexiconcategories', []])
})

test('presence within the hub’s rate limit: a flood of OpenView closes the socket (1008) and its views go', () => {
  const { store, core, user } = setUp()
  const a = user('viewer')
  a.c.invoke('Extensions', [])
  a.c.invoke('Init', ['portions'])
  const closed: number[] = []
  const socket = openHubSocket(core, store.issueToken('chief'), {
    send: () => {},
    close: (code) => {
      closed.push(code ?? 0)
      socket.closed()
    },
  })
  socket.receive(frame({ protocol: 'json', version: 1 }))
  const call = (target: string, args: unknown[]) => frame({ type: MessageType.Invocation, target, arguments: args })
  socket.receive(call('Extensions', []) + call('Init', ['portions']) + call('OpenView', ['portions', 1, 'read']))
  expect(a.viewers()?.[1]).toEqual([expect.objectContaining({ User: 'chief' })])
  const burst = Array.from({ length: HUB_LIMITS.maxRecordsPerFrame }, (_, i) =>
    call(i % 2 ? 'CloseView' : 'OpenView', ['portions', 1, 'read']),
  ).join('')
  for (let i = 0; i < 20 && closed.length === 0; i++) socket.receive(burst)
  expect(closed).toEqual([1008])
  expect(a.viewers()).toEqual(['portions', []])
  expect(RECORD_SEPARATOR).toBe('\u001e')
})

// @vitest-environment node
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { liveHub } from '@/api/hub'
import { parseServerMessage } from '@/api/hubAdapter'
import { presence } from './presence'
import { viewerStore } from './viewerStore'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

let invoke: ReturnType<typeof vi.spyOn>
let offered: unknown
let refuses = false

beforeEach(() => {
  refuses = false
  offered = ['presence', 'attribution']
  vi.spyOn(liveHub, 'isLive', 'get').mockReturnValue(true)
  // The hub's wire: Extensions answers what it offers, or is refused as an unknown method (the spec's hub).
  invoke = vi.spyOn(liveHub, 'invoke').mockImplementation((method: string) => {
    if (method === 'Extensions' && refuses)
      return Promise.reject(new Error("Failed to invoke 'Extensions' due to an error on the server."))
    return Promise.resolve(method === 'Extensions' ? offered : null)
  })
})
afterEach(() => {
  presence.forget()
  vi.restoreAllMocks()
})

const calls = () => invoke.mock.calls as unknown[][]

test('a hub that refuses Extensions is asked once per connection and told nothing else; no error is logged', async () => {
  refuses = true
  const log = vi.spyOn(console, 'error')
  const warn = vi.spyOn(console, 'warn')
  presence.view('lexicon', null, 'list')
  const close = presence.view('lexicon', 5, 'edit')
  await presence.connected()
  await tick()
  close()
  await tick()
  expect(calls()).toEqual([['Extensions']])
  expect(log).not.toHaveBeenCalled()
  expect(warn).not.toHaveBeenCalled()

  // A reconnect asks again (it may reach another server), once.
  await presence.connected()
  await tick()
  expect(calls()).toEqual([['Extensions'], ['Extensions']])
})

test('an answer that is no list of names offers nothing', async () => {
  offered = { presence: true }
  presence.view('lexicon', 5, 'read')
  await presence.connected()
  await tick()
  expect(calls()).toEqual([['Extensions']])
})

test('a hub with presence hears one OpenView per open and one CloseView per close, again after a reconnect', async () => {
  await presence.connected()
  const closeList = presence.view('lexicon', null, 'list')
  // A screen mounted twice at once (StrictMode) and a dialog that turns read-only as it opens: one message each.
  presence.view('lexicon', 5, 'edit')()
  const closeRecord = presence.view('lexicon', 5, 'read')
  await tick()
  expect(calls()).toEqual([['Extensions'], ['OpenView', 'lexicon', null, 'list'], ['OpenView', 'lexicon', 5, 'read']])

  invoke.mockClear()
  await presence.connected()
  await tick()
  expect(calls()).toEqual([['Extensions'], ['OpenView', 'lexicon', null, 'list'], ['OpenView', 'lexicon', 5, 'read']])

  invoke.mockClear()
  closeRecord()
  closeRecord()
  await tick()
  expect(calls()).toEqual([['CloseView', 'lexicon', 5]])
  closeList()
  await tick()
  expect(calls()).toEqual([
    ['CloseView', 'lexicon', 5],
    ['CloseView', 'lexicon', null],
  ])
})

test('the viewers of a group come from Viewers, per record, named and sorted; a closed group shows none', () => {
  const message = parseServerMessage('Viewers', [
    'lexicon',
    [
      { Connection: 'c2', User: 'chief', Name: 'Chris Chief', Id: 5, Mode: 'read' },
      { Connection: 'c1', User: 'admin', Name: 'Anna Admin', Id: 5, Mode: 'edit' },
      { Connection: 'c3', User: 'viewer', Id: null, Mode: 'list' },
    ],
  ])
  if (message?.type !== 'viewers') throw new Error('not read')
  viewerStore.replaceGroup(message.group, message.viewers)
  expect(viewerStore.get('lexicon', 5).map((v) => [v.name, v.mode])).toEqual([
    ['Anna Admin', 'edit'],
    ['Chris Chief', 'read'],
  ])
  // No display name: the username.
  expect(viewerStore.get('lexicon', null).map((v) => v.name)).toEqual(['viewer'])
  // The same viewers again keep the row's array, so the row does not render again.
  const before = viewerStore.get('lexicon', 5)
  viewerStore.replaceGroup(message.group, [...message.viewers].reverse())
  expect(viewerStore.get('lexicon', 5)).toBe(before)
  presence.groupClosed('lexicon')
  expect(viewerStore.get('lexicon', 5)).toEqual([])
})

test('a burst of Viewers messages is one notification of the rows, not one per message', async () => {
  const listener = vi.fn()
  const stop = viewerStore.subscribe(listener)
  for (let i = 0; i < 50; i++)
    viewerStore.replaceGroup('lexicon', [
      { connection: `c${i}`, user: 'chief', name: 'Chris Chief', id: 5, mode: 'read' },
    ])
  await tick()
  expect(listener).toHaveBeenCalledOnce()
  stop()
})

test('an unreadable Viewers message is logged and changes nothing', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(parseServerMessage('Viewers', ['lexicon', [{ Connection: 'c1', Mode: 'stare' }]])).toBeUndefined()
  expect(log).toHaveBeenCalledOnce()
})

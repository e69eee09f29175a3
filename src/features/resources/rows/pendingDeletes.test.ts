import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/api/session'
import { signOut } from '@/features/auth/signOut'
import { liveState, resetLive } from '@/test/support/liveStub'
import { itemsResource } from '@/test/support/itemsResource'
import { holdRow } from '@/features/live'
import { pendingDeletes } from './pendingDeletes'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)

const resource = itemsResource()
let fetchSpy: MockInstance<typeof fetch>

beforeEach(() => {
  sessionStore.set({ token: 'tok', username: 'tester', displayname: 'Tester', roles: 'Viewer' })
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }))
})
afterEach(() => {
  fetchSpy.mockRestore()
  resetLive()
})

/** A single row's delete, as the list schedules it. */
function scheduleOne(id: number, send = vi.fn(() => Promise.resolve())) {
  return pendingDeletes.schedule({
    resource,
    ids: [id],
    queryClient: new QueryClient(),
    release: holdRow(resource, id),
    send,
  })
}

/** What the page sent as it went: method, path, keepalive and the token. */
const sentOnLeave = () =>
  fetchSpy.mock.calls.map(([url, init]) => {
    const options = init as RequestInit
    return `${options.method} ${new URL(String(url)).pathname} keepalive=${String(options.keepalive)} ${new Headers(options.headers).get('Authorization')}`
  })

describe('a delete waiting for its Undo is not lost', () => {
  test('closing the tab sends it at once, in a request that outlives the page, with the token; the row is let go', () => {
    const send = vi.fn(() => Promise.resolve())
    const undo = scheduleOne(7, send)
    expect(pendingDeletes.hiddenOf('items')).toEqual(new Set(['7']))
    expect(liveState.heldRows).toEqual(new Set(['7']))

    window.dispatchEvent(new Event('pagehide'))
    expect(sentOnLeave()).toEqual(['DELETE /api/v1/items/7 keepalive=true Bearer tok'])
    expect(pendingDeletes.hiddenOf('items').size).toBe(0)
    expect(liveState.heldRows.size).toBe(0)
    // Sent once: Undo is over.
    expect(undo()).toBe(false)
    window.dispatchEvent(new Event('pagehide'))
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(send).not.toHaveBeenCalled()
  })

  test('signing out sends it with the token the session still has', () => {
    scheduleOne(8)
    signOut(new QueryClient(), 'logout')
    expect(sentOnLeave()).toEqual(['DELETE /api/v1/items/8 keepalive=true Bearer tok'])
  })

  test('after a 401 there is no token the server would take: nothing is sent, the row is let go', () => {
    scheduleOne(9)
    signOut(new QueryClient(), 'unauthorized')
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(liveState.heldRows.size).toBe(0)
    expect(pendingDeletes.hiddenOf('items').size).toBe(0)
  })
})

describe('one Undo for one row and for many', () => {
  test('a bulk run’s rows wait as one: hidden together, one Undo puts them all back and lets go of their locks', () => {
    const release = vi.fn()
    const send = vi.fn(() => Promise.resolve())
    const undo = pendingDeletes.schedule({ resource, ids: [3, 4, 5], queryClient: new QueryClient(), release, send })
    expect(pendingDeletes.hiddenOf('items')).toEqual(new Set(['3', '4', '5']))
    expect(undo()).toBe(true)
    expect(pendingDeletes.hiddenOf('items').size).toBe(0)
    expect(release).toHaveBeenCalledTimes(1)
    expect(send).not.toHaveBeenCalled()
    expect(undo()).toBe(false)
  })

  test('leaving the list sends a waiting bulk run at once; its rows stay hidden until it settles', async () => {
    let settle: () => void = () => {}
    const send = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)))
    const undo = pendingDeletes.schedule({
      resource,
      ids: [6],
      queryClient: new QueryClient(),
      release: () => {},
      send,
    })
    pendingDeletes.sendNow('items')
    expect(send).toHaveBeenCalledTimes(1)
    expect(undo()).toBe(false)
    expect(pendingDeletes.hiddenOf('items')).toEqual(new Set(['6']))
    settle()
    await vi.waitFor(() => expect(pendingDeletes.hiddenOf('items').size).toBe(0))
  })
})

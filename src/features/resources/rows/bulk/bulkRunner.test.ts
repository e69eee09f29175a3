import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import type { Id } from '@/api/queryKeys'
import {
  runInWindows,
  deleteAction,
  hubPacer,
  lockRows,
  reasonText,
  actOnRows,
  setUndeletableAside,
  summaryText,
  windowsOf,
  type BulkRow,
} from './bulkRunner'

const row = (id: number, undeletable = false): BulkRow => ({ id, name: `Row ${id}`, undeletable })
const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i + 1))
const holdsAll = () => true

describe('setUndeletableAside', () => {
  test('undeletable rows are skipped with their reason, the rest go on in their order', () => {
    const { deletable, skipped } = setUndeletableAside([row(1), row(2, true), row(3)])
    expect(deletable.map((r) => r.id)).toEqual([1, 3])
    expect(skipped.map((s) => [s.row.id, reasonText(s.reason)])).toEqual([[2, 'undeletable']])
  })
})

describe('lockRows', () => {
  test('rows locked by someone else and rows without a lock are skipped', async () => {
    const take = vi.fn((id: Id) => {
      if (id === 2) return Promise.resolve('chief')
      if (id === 3) return Promise.reject(new Error('Live channel is not connected'))
      return Promise.resolve(undefined)
    })
    const { held, skipped } = await lockRows([row(1), row(2), row(3)], { take, holds: holdsAll })
    expect(held.map((r) => r.id)).toEqual([1])
    expect(skipped.map((s) => [s.row.id, reasonText(s.reason)])).toEqual([
      [2, 'locked by chief'],
      [3, 'its edit lock could not be had'],
    ])
  })
})

describe('actOnRows (a delete)', () => {
  test('a few at a time, never more', async () => {
    let inFlight = 0
    let most = 0
    const deleteOne = async () => {
      most = Math.max(most, ++inFlight)
      await new Promise((r) => setTimeout(r, 1))
      inFlight--
    }
    const progress = vi.fn()
    const result = await actOnRows(rows(10), {
      act: deleteAction(deleteOne),
      holds: holdsAll,
      concurrency: 4,
      onProgress: progress,
    })
    expect(most).toBe(4)
    expect(result.done).toHaveLength(10)
    expect(progress).toHaveBeenLastCalledWith(10, 10)
    expect(summaryText(result)).toBe('10 deleted, 0 skipped')
  })

  test('a 404 counts as deleted, a 500 is skipped with its status', async () => {
    const deleteOne = (id: Id) =>
      id === 1
        ? Promise.reject(ApiError.fromStatus(404))
        : id === 2
          ? Promise.reject(ApiError.fromStatus(500))
          : Promise.resolve()
    const result = await actOnRows(rows(3), { act: deleteAction(deleteOne), holds: holdsAll, concurrency: 2 })
    expect(result.done.map((r) => r.id).sort()).toEqual([1, 3])
    expect(result.skipped.map((s) => reasonText(s.reason))).toEqual(['the server answered 500'])
    expect(summaryText(result)).toBe('2 deleted, 1 skipped')
  })

  test('a 401 stops the run: the rest is not sent', async () => {
    const deleteOne = vi.fn((id: Id) => (id === 2 ? Promise.reject(ApiError.fromStatus(401)) : Promise.resolve()))
    const result = await actOnRows(rows(6), { act: deleteAction(deleteOne), holds: holdsAll, concurrency: 1 })
    expect(deleteOne).toHaveBeenCalledTimes(2)
    expect(result.signedOut).toBe(true)
    expect(result.done.map((r) => r.id)).toEqual([1])
    expect(result.skipped.map((s) => s.reason.kind)).toEqual(['failed', 'notSent', 'notSent', 'notSent', 'notSent'])
  })

  test('Cancel stops what is not sent; what is in flight finishes', async () => {
    const cancel = new AbortController()
    const deleteOne = vi.fn(async (id: Id) => {
      if (id === 2) cancel.abort()
      await Promise.resolve()
    })
    const result = await actOnRows(rows(8), {
      act: deleteAction(deleteOne),
      holds: holdsAll,
      concurrency: 2,
      signal: cancel.signal,
    })
    expect(deleteOne).toHaveBeenCalledTimes(2)
    expect(result.done).toHaveLength(2)
    expect(result.skipped.every((s) => s.reason.kind === 'notSent')).toBe(true)
    expect(result.skipped).toHaveLength(6)
  })

  test('the hub dropping: no DELETE for a row whose lock is not held', async () => {
    let connected = true
    const deleteOne = vi.fn(async (id: Id) => {
      if (id === 2) connected = false
      await Promise.resolve()
    })
    const result = await actOnRows(rows(4), { act: deleteAction(deleteOne), holds: () => connected, concurrency: 1 })
    expect(deleteOne.mock.calls.map((c) => c[0])).toEqual([1, 2])
    expect(result.skipped.map((s) => [s.row.id, s.reason.kind])).toEqual([
      [3, 'noLock'],
      [4, 'noLock'],
    ])
  })
})

describe('runInWindows (a delete)', () => {
  /** Locks as the hub keeps them: a cap per connection, B holding row 7. */
  function hub(cap: number) {
    const held = new Set<Id>()
    let most = 0
    return {
      held,
      most: () => most,
      take: vi.fn(async (id: Id) => {
        await Promise.resolve()
        if (id === 7) return 'chief'
        if (held.size >= cap) throw new Error(`One connection holds at most ${cap} locks`)
        held.add(id)
        most = Math.max(most, held.size)
        return undefined
      }),
      holds: (id: Id) => held.has(id),
      release: vi.fn(async (id: Id) => {
        held.delete(id)
      }),
    }
  }

  test('200 rows under a hub cap of 20 locks: one window held at a time, every row deleted or skipped with why', async () => {
    const locks = hub(20)
    const windows = windowsOf(rows(200), 15)
    const first = await lockRows(windows[0] ?? [], locks)
    const deleted: Id[] = []
    const progress = vi.fn()
    const result = await runInWindows(windows, first, {
      locks,
      act: deleteAction(async (id) => {
        expect(locks.holds(id)).toBe(true)
        deleted.push(id)
      }),
      concurrency: 4,
      onProgress: progress,
    })
    expect(locks.most()).toBe(15)
    expect(locks.held.size).toBe(0)
    expect(result.done).toHaveLength(199)
    expect(result.skipped.map((s) => [s.row.id, reasonText(s.reason)])).toEqual([[7, 'locked by chief']])
    expect(deleted).not.toContain(7)
    expect(progress).toHaveBeenLastCalledWith(200, 200)
  })

  test('after Cancel the windows left are neither locked nor sent', async () => {
    const locks = hub(20)
    const windows = windowsOf(rows(30), 10)
    const first = await lockRows(windows[0] ?? [], locks)
    const cancel = new AbortController()
    const result = await runInWindows(windows, first, {
      locks,
      act: deleteAction(async (id) => {
        if (id === 10) cancel.abort()
      }),
      concurrency: 2,
      signal: cancel.signal,
    })
    expect(locks.take).toHaveBeenCalledTimes(10)
    expect(result.done).toHaveLength(9)
    expect(result.skipped.filter((s) => s.reason.kind === 'notSent')).toHaveLength(20)
    expect(locks.held.size).toBe(0)
  })
})

describe('hubPacer', () => {
  test('a burst at once, then no more than the rate', async () => {
    let clock = 0
    const slept: number[] = []
    const take = hubPacer(
      20,
      5,
      () => clock,
      async (ms) => {
        slept.push(ms)
        clock += ms
      },
    )
    for (let i = 0; i < 25; i++) await take()
    // 5 at once, then 20 more at 20 a second: one second.
    expect(clock).toBeGreaterThanOrEqual(1000)
    expect(clock).toBeLessThan(1100)
    expect(slept.every((ms) => ms > 0)).toBe(true)
  })
})

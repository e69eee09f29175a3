import { afterEach, expect, test, vi } from 'vitest'
import { eachWhenIdle } from './idleSlices'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function idleQueue() {
  const queue: ((deadline: IdleDeadline) => void)[] = []
  vi.stubGlobal('requestIdleCallback', (cb: (deadline: IdleDeadline) => void) => queue.push(cb))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => (queue[handle - 1] = () => undefined))
  return queue
}
const deadline = (ms: number): IdleDeadline => ({ didTimeout: false, timeRemaining: () => ms })

test('idle work stops after its slice and goes on in the next idle period: never a long task', () => {
  const queue = idleQueue()
  let clock = 0
  vi.spyOn(performance, 'now').mockImplementation(() => clock)
  const done: number[] = []
  // Each item costs 3 ms: two fit in the 4 ms slice even when the browser offers 50.
  eachWhenIdle(
    () => [1, 2, 3, 4, 5],
    (n) => {
      done.push(n)
      clock += 3
    },
  )
  expect(done).toEqual([])
  queue.shift()?.(deadline(50))
  expect(done).toEqual([1, 2])
  queue.shift()?.(deadline(50))
  expect(done).toEqual([1, 2, 3, 4])
  queue.shift()?.(deadline(50))
  expect(done).toEqual([1, 2, 3, 4, 5])
  expect(queue).toEqual([])
})

test('a short idle period or a timed-out one still does one item, so the work always ends', () => {
  const queue = idleQueue()
  vi.spyOn(performance, 'now').mockReturnValue(0)
  const done: string[] = []
  eachWhenIdle(
    () => ['a', 'b'],
    (x) => done.push(x),
  )
  queue.shift()?.(deadline(0))
  expect(done).toEqual(['a'])
  queue.shift()?.({ didTimeout: true, timeRemaining: () => 0 })
  expect(done).toEqual(['a', 'b'])
})

test('cancelled, nothing more runs; the items are read when the first slice starts', () => {
  const queue = idleQueue()
  const read = vi.fn(() => [1])
  const work = vi.fn()
  const cancel = eachWhenIdle(read, work)
  expect(read).not.toHaveBeenCalled()
  cancel()
  queue.forEach((cb) => cb(deadline(50)))
  expect(work).not.toHaveBeenCalled()
})

test('without requestIdleCallback the slices follow one another on timers', () => {
  vi.stubGlobal('requestIdleCallback', undefined)
  vi.useFakeTimers()
  const work = vi.fn()
  eachWhenIdle(() => [1, 2], work)
  vi.runAllTimers()
  expect(work.mock.calls).toEqual([[1], [2]])
})

test('at most perSlice items per idle period, however quick they are', () => {
  const queue = idleQueue()
  vi.spyOn(performance, 'now').mockReturnValue(0)
  const done: number[] = []
  eachWhenIdle(
    () => [1, 2, 3],
    (n) => done.push(n),
    1,
  )
  queue.shift()?.(deadline(50))
  expect(done).toEqual([1])
  queue.shift()?.(deadline(50))
  expect(done).toEqual([1, 2])
})

import { IDLE_SLICE_MS } from '@/config'

/** Without requestIdleCallback (Safari), the next slice waits this long. */
const FALLBACK_PAUSE_MS = 50

/**
 * Runs `work` on each item while the browser is idle: for at most IDLE_SLICE_MS per idle period (at least one item
 * each, at most `perSlice`), the rest in the next periods, so idle-time work never adds a long task of its own
 * (Lighthouse counts idle callbacks in the blocking time). `items` is read when the first slice starts. Returns a
 * cancel function.
 */
export function eachWhenIdle<T>(items: () => readonly T[], work: (item: T) => void, perSlice = Infinity): () => void {
  let pending: T[] | undefined
  let handle: number | undefined
  const hasIdle = typeof window.requestIdleCallback === 'function'
  const next = () => {
    handle = hasIdle
      ? window.requestIdleCallback(slice, { timeout: 5000 })
      : window.setTimeout(slice, FALLBACK_PAUSE_MS)
  }
  function slice(deadline?: IdleDeadline) {
    handle = undefined
    pending ??= [...items()]
    const budget = Math.min(IDLE_SLICE_MS, deadline && !deadline.didTimeout ? deadline.timeRemaining() : IDLE_SLICE_MS)
    const until = performance.now() + budget
    let done = 0
    do {
      const item = pending.shift()
      if (item === undefined) return
      work(item)
      done++
    } while (pending.length > 0 && done < perSlice && performance.now() < until)
    if (pending.length > 0) next()
  }
  next()
  return () => {
    if (handle === undefined) return
    if (hasIdle) window.cancelIdleCallback(handle)
    else window.clearTimeout(handle)
    handle = undefined
  }
}

/** Runs `work` once the browser is idle (see eachWhenIdle). Returns a cancel function. */
export const whenIdle = (work: () => void): (() => void) =>
  eachWhenIdle(
    () => [work],
    (run) => run(),
  )

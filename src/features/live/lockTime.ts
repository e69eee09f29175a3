import { useSyncExternalStore } from 'react'
import { EDIT_LOCK_MS } from '@/config'

const MINUTE_MS = 60000
/** The clock's step: a lock's minutes left change on its own minute boundary, so a finer step keeps them close. */
const TICK_MS = 10000
const MAX_MINUTES = Math.ceil(EDIT_LOCK_MS / MINUTE_MS)

/**
 * Whole minutes a lock has left at `now` (LockDate + EDIT_LOCK_MS), rounded up. A date in the future, or one that
 * cannot be read, counts as a fresh lock; a past one as none left.
 */
export function minutesLeft(lockDate: string, now: number): number {
  const left = Math.ceil((Date.parse(lockDate) + EDIT_LOCK_MS - now) / MINUTE_MS)
  if (Number.isNaN(left)) return MAX_MINUTES
  return Math.min(MAX_MINUTES, Math.max(0, left))
}

/** One shared clock for every lock on screen, running only while one is shown. */
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined
let now = Date.now()

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const l of [...listeners]) l()
    }, TICK_MS)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) clearInterval(timer)
  }
}
const snapshot = () => now

/** The minutes left of a lock, kept current while the component is mounted. */
export function useMinutesLeft(lockDate: string): number {
  return minutesLeft(lockDate, useSyncExternalStore(subscribe, snapshot, snapshot))
}

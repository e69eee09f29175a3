/**
 * Wrong passwords are throttled per account, whatever address they come from: every address of 127.0.0.0/8 reaches
 * the local server, and every browser on a machine is one address, so counting per address lets a guesser through
 * and locks the neighbours out. After the free failures (5) each one makes the account's next attempt wait, twice as
 * long each time (1 s, 2 s, 4 s … at most 5 minutes). While a wait runs, every attempt at that account is answered
 * 429 with Retry-After, the right password included, and is not counted. An attempt counts as a failure from its
 * start until its password is found right, so a burst of guesses sent at once gets no more than the free ones.
 * An account's failures are forgotten 15 minutes after its last one, and a success clears them.
 */
import { usernameKey } from '../store/usernames'

export const LOGIN_THROTTLE = {
  freeFailuresPerAccount: 5,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
  forgetAfterMs: 15 * 60 * 1000,
  /** Counters kept at most (usernames are the client's to choose); the stalest go first. */
  maxTracked: 10_000,
} as const

interface Failures {
  count: number
  last: number
  lockedUntil: number
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>()

  /** Seconds to wait before this username may be tried, or 0. */
  retryAfterSeconds(username: string, now = Date.now()): number {
    const until = this.lockedUntil(usernameKey(username), now)
    return until > now ? Math.ceil((until - now) / 1000) : 0
  }

  /** An attempt whose password is about to be checked: a failure until succeeded() says otherwise. */
  attempted(username: string, now = Date.now()) {
    const key = usernameKey(username)
    const entry = this.failures.get(key) ?? { count: 0, last: now, lockedUntil: 0 }
    entry.count++
    entry.last = now
    if (entry.count >= LOGIN_THROTTLE.freeFailuresPerAccount) {
      const doublings = entry.count - LOGIN_THROTTLE.freeFailuresPerAccount
      entry.lockedUntil = now + Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.firstDelayMs * 2 ** doublings)
    }
    // Re-inserted, so the Map's order is oldest failure first.
    this.failures.delete(key)
    this.failures.set(key, entry)
    this.bound(now)
  }

  succeeded(username: string) {
    this.failures.delete(usernameKey(username))
  }

  private lockedUntil(key: string, now: number): number {
    const entry = this.failures.get(key)
    if (!entry) return 0
    if (now - entry.last > LOGIN_THROTTLE.forgetAfterMs) {
      this.failures.delete(key)
      return 0
    }
    return entry.lockedUntil
  }

  private bound(now: number) {
    if (this.failures.size <= LOGIN_THROTTLE.maxTracked) return
    for (const [key, entry] of this.failures) {
      if (this.failures.size <= LOGIN_THROTTLE.maxTracked) return
      if (now - entry.last > LOGIN_THROTTLE.forgetAfterMs || entry.lockedUntil <= now) this.failures.delete(key)
    }
    for (const key of this.failures.keys()) {
      if (this.failures.size <= LOGIN_THROTTLE.maxTracked) return
      this.failures.delete(key)
    }
  }
}

export const tooManyAttempts = (seconds: number) =>
  `Too many sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`

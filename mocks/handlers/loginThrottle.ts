/**
 * Wrong passwords are throttled per client and per username from that client, so guessing is slow
 * while nobody elsewhere is locked out: a correct sign-in from another client always works. After the free failures
 * (5 for a username, 20 for a client) each one makes the next attempt wait, twice as long each time (1 s, 2 s,
 * 4 s … at most 5 minutes). While a
 * wait runs, every attempt there is answered 429 with Retry-After, the right password included, and is not counted.
 * A client's failures are forgotten 15 minutes after its last one; a success clears that username's.
 */
export const LOGIN_THROTTLE = {
  freeFailuresPerUsername: 5,
  freeFailuresPerClient: 20,
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

  /** Seconds to wait before this client may try this username, or 0. */
  retryAfterSeconds(client: string, username: string, now = Date.now()): number {
    const until = Math.max(
      this.lockedUntil(clientKey(client), now),
      this.lockedUntil(usernameKey(client, username), now),
    )
    return until > now ? Math.ceil((until - now) / 1000) : 0
  }

  failed(client: string, username: string, now = Date.now()) {
    this.count(clientKey(client), LOGIN_THROTTLE.freeFailuresPerClient, now)
    this.count(usernameKey(client, username), LOGIN_THROTTLE.freeFailuresPerUsername, now)
  }

  succeeded(client: string, username: string) {
    this.failures.delete(usernameKey(client, username))
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

  private count(key: string, free: number, now: number) {
    const entry = this.failures.get(key) ?? { count: 0, last: now, lockedUntil: 0 }
    entry.count++
    entry.last = now
    if (entry.count >= free) {
      entry.lockedUntil =
        now + Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.firstDelayMs * 2 ** (entry.count - free))
    }
    // Re-inserted, so the Map's order is oldest failure first.
    this.failures.delete(key)
    this.failures.set(key, entry)
    this.bound(now)
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

const clientKey = (client: string) => `client\u0000${client}`
const usernameKey = (client: string, username: string) => `user\u0000${client}\u0000${username}`

export const tooManyAttempts = (seconds: number) =>
  `Too many sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`

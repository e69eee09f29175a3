/**
 * Wrong passwords are throttled per account, whatever address they come from: every address of 127.0.0.0/8 reaches
 * the local server, and every browser on a machine is one address, so counting per address lets a guesser through
 * and locks the neighbours out. After the free failures (5) each one makes the next attempt on that counter wait,
 * twice as long each time (1 s, 2 s, 4 s … at most 5 minutes). While a wait runs, every attempt on that counter is
 * answered 429 with Retry-After, the right password included, and is not counted. An attempt counts as a failure
 * from its start until its password is found right, so a burst of guesses sent at once gets no more than the free
 * ones. A counter is forgotten 15 minutes after its last failure, and a success clears it.
 *
 * Whose counter an attempt counts on (`ThrottleKey`): an existing account has two, one for browsers that present
 * its device cookie (they signed in to it before: deviceCookie.ts) and one for every other client, so someone
 * else's failures never lock out the person on their own browser. Existing accounts' counters are bounded by the
 * accounts and never evicted; usernames with no account (the client's to choose) share a bounded table of their
 * own, stalest first out, so flooding it with made-up names cannot push an account's counter out.
 */
import { usernameKey } from '../store/usernames'

export const LOGIN_THROTTLE = {
  freeFailuresPerAccount: 5,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
  forgetAfterMs: 15 * 60 * 1000,
  /** Counters of usernames with no account kept at most; the stalest go first. */
  maxUnknownTracked: 10_000,
} as const

/** The counter an attempt counts on. */
export type ThrottleKey =
  | { account: string; trustedDevice: boolean }
  /** A username with no account. */
  | { unknown: string }

interface Failures {
  count: number
  last: number
  lockedUntil: number
}

export interface LoginThrottleOptions {
  /** Counters of unknown usernames kept at most; default LOGIN_THROTTLE.maxUnknownTracked (tests use a few). */
  maxUnknownTracked?: number
}

export class LoginThrottle {
  /** Existing accounts' counters, two at most per account: never evicted, only forgotten. */
  private readonly accounts = new Map<string, Failures>()
  /** Unknown usernames' counters, in the order of their last failure. */
  private readonly unknown = new Map<string, Failures>()
  private readonly maxUnknownTracked: number

  constructor(options: LoginThrottleOptions = {}) {
    this.maxUnknownTracked = options.maxUnknownTracked ?? LOGIN_THROTTLE.maxUnknownTracked
  }

  /** Seconds to wait before this counter may be tried, or 0. */
  retryAfterSeconds(key: ThrottleKey, now = Date.now()): number {
    const [table, name] = this.slot(key)
    const until = lockedUntil(table, name, now)
    return until > now ? Math.ceil((until - now) / 1000) : 0
  }

  /** An attempt whose password is about to be checked: a failure until succeeded() says otherwise. */
  attempted(key: ThrottleKey, now = Date.now()) {
    const [table, name] = this.slot(key)
    const entry = table.get(name) ?? { count: 0, last: now, lockedUntil: 0 }
    entry.count++
    entry.last = now
    if (entry.count >= LOGIN_THROTTLE.freeFailuresPerAccount) {
      const doublings = entry.count - LOGIN_THROTTLE.freeFailuresPerAccount
      entry.lockedUntil = now + Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.firstDelayMs * 2 ** doublings)
    }
    // Re-inserted, so the Map's order is oldest failure first.
    table.delete(name)
    table.set(name, entry)
    if (table === this.unknown) this.boundUnknown(now)
  }

  succeeded(key: ThrottleKey) {
    const [table, name] = this.slot(key)
    table.delete(name)
  }

  private slot(key: ThrottleKey): [Map<string, Failures>, string] {
    if ('unknown' in key) return [this.unknown, usernameKey(key.unknown)]
    return [this.accounts, `${key.trustedDevice ? 'device' : 'any'}:${key.account}`]
  }

  private boundUnknown(now: number) {
    const table = this.unknown
    if (table.size <= this.maxUnknownTracked) return
    for (const [name, entry] of table) {
      if (table.size <= this.maxUnknownTracked) return
      if (now - entry.last > LOGIN_THROTTLE.forgetAfterMs || entry.lockedUntil <= now) table.delete(name)
    }
    for (const name of table.keys()) {
      if (table.size <= this.maxUnknownTracked) return
      table.delete(name)
    }
  }
}

function lockedUntil(table: Map<string, Failures>, name: string, now: number): number {
  const entry = table.get(name)
  if (!entry) return 0
  if (now - entry.last > LOGIN_THROTTLE.forgetAfterMs) {
    table.delete(name)
    return 0
  }
  return entry.lockedUntil
}

export const tooManyAttempts = (seconds: number) =>
  `Too many sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`

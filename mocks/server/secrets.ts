/**
 * The local server's secrets at rest: passwords as scrypt hashes (salted, Node's own crypto), tokens as SHA-256
 * hashes, so a copy of the data file signs nobody in. A token is 256 random bits: a fast hash is enough for it,
 * where a password needs a slow one. The scrypt cost is kept in each hash, so raising it later leaves old hashes
 * readable. Checking a password runs on libuv's thread pool: a sign-in does not hold up other requests.
 */
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { Secrets } from '../store/secrets'
import type { SandboxRecord } from '../store/types'

/** Node's default cost (16 MiB, about 50 ms on one core): slow for a guesser, fast enough for the tests' sign-ins. */
const COST = { N: 2 ** 14, r: 8, p: 1 }
/**
 * For passwords README publishes (the seed's accounts): slowing a guesser protects nothing there, and each start of
 * the server hashes the whole seed, which at the full cost took 0.8 s quiet and 5 s on a busy machine.
 */
const PUBLIC_COST = { N: 2 ** 8, r: 8, p: 1 }
const KEY_LENGTH = 32
const PASSWORD_PREFIX = 'scrypt$'
const TOKEN_PREFIX = 'sha256:'

const scryptAsync = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((done, fail) =>
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? fail(error) : done(key))),
  )

export const isPasswordHash = (stored: unknown) => typeof stored === 'string' && stored.startsWith(PASSWORD_PREFIX)
export const isTokenKey = (key: string) => key.startsWith(TOKEN_PREFIX)

function hashWith(password: string, cost: typeof COST): string {
  const salt = randomBytes(16)
  const key = scryptSync(password, salt, KEY_LENGTH, cost)
  return `${PASSWORD_PREFIX}${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export const HASHED_SECRETS: Secrets = {
  hashPassword: (password) => hashWith(password, COST),
  hashPublicPassword: (password) => hashWith(password, PUBLIC_COST),
  async checkPassword(password, stored) {
    const [, n, r, p, salt, key] = stored.split('$')
    if (!isPasswordHash(stored) || !salt || !key) return false
    const expected = Buffer.from(key, 'base64')
    const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    })
    return actual.length === expected.length && timingSafeEqual(actual, expected)
  },
  tokenKey: (token) => TOKEN_PREFIX + createHash('sha256').update(token).digest('hex'),
}

/** A user record with its password hashed, unless it holds a hash already (from an earlier migration). */
export function withHashedPassword(user: SandboxRecord): SandboxRecord {
  const { password } = user
  return typeof password === 'string' && !isPasswordHash(password)
    ? { ...user, password: HASHED_SECRETS.hashPassword(password) }
    : user
}

/** Sign-ins keyed by their tokens' hashes; keys that are hashes already stay. */
export function withHashedTokens<T>(tokens: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, signIn]) => [isTokenKey(key) ? key : HASHED_SECRETS.tokenKey(key), signIn]),
  )
}

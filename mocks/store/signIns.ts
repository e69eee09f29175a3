/**
 * Sign-ins. A token names a person, not a username: the account's id (`sandbox:<name>` for the
 * four sandbox accounts, `user:<id>` for a user of the Users screen, whose ids are never reused) and that person's
 * sign-in generation when it was issued. Deactivating, deleting, renaming a user or changing their password raises
 * their generation, so every token issued before stops signing in, and re-activating does not revive one.
 */
import type { SandboxState, SignIn } from './types'

export type SignIns = Pick<SandboxState, 'tokens' | 'signInGenerations'>

/** 256 bits from the platform's CSPRNG (Web Crypto in browsers and Node alike; no secure context needed). */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export const newToken = () => `sbx-${randomHex(32)}`

/** A map's own entry: names from requests ('__proto__', 'constructor') never reach the prototype. */
function own<T>(map: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined
}

function isSignIn(value: unknown): value is SignIn {
  const v = value as Partial<SignIn> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.subject === 'string' &&
    Number.isInteger(v.generation) &&
    typeof v.expiresAt === 'number'
  )
}

/**
 * The sign-ins of a persisted state, whatever its age: entries of another shape (tokens bound to a username, from
 * before sign-ins named a person) are dropped, so their holders sign in again.
 */
export function signInsOf(value: unknown): SignIns {
  const { tokens, signInGenerations } = (value ?? {}) as { tokens?: unknown; signInGenerations?: unknown }
  const entries = (map: unknown) => (typeof map === 'object' && map !== null ? Object.entries(map) : [])
  return {
    tokens: Object.fromEntries(entries(tokens).filter(([, signIn]) => isSignIn(signIn))) as Record<string, SignIn>,
    signInGenerations: Object.fromEntries(entries(signInGenerations).filter(([, n]) => Number.isInteger(n))) as Record<
      string,
      number
    >,
  }
}

/** The person's sign-in generation: raised whenever their tokens must stop signing in. */
export const generationOf = (signIns: SignIns, subject: string) => own(signIns.signInGenerations, subject) ?? 0

export function issue(signIns: SignIns, subject: string, expiresAt: number, token: string) {
  signIns.tokens[token] = { subject, generation: generationOf(signIns, subject), expiresAt }
}

/** The live sign-in a token stands for: known, not expired, and of its person's current generation. */
export function signInOf(signIns: SignIns, token: string, now = Date.now()): SignIn | undefined {
  const signIn = own(signIns.tokens, token)
  if (!signIn || signIn.expiresAt <= now || signIn.generation !== generationOf(signIns, signIn.subject))
    return undefined
  return signIn
}

/** Every token of this person stops signing in, now and after a later re-activation. */
export function revokeSubject(signIns: SignIns, subject: string) {
  signIns.signInGenerations[subject] = generationOf(signIns, subject) + 1
  for (const [token, signIn] of Object.entries(signIns.tokens))
    if (signIn.subject === subject) delete signIns.tokens[token]
}

/** Drops tokens that can no longer sign in (expired or of an older generation); true when any went. */
export function pruneSignIns(signIns: SignIns, now = Date.now()): boolean {
  let pruned = false
  for (const token of Object.keys(signIns.tokens)) {
    if (signInOf(signIns, token, now)) continue
    delete signIns.tokens[token]
    pruned = true
  }
  return pruned
}

/** Ends this person's oldest sign-ins until at most `keep` are left; true when any ended. */
export function endOldestSignIns(signIns: SignIns, subject: string, keep: number): boolean {
  const theirs = Object.entries(signIns.tokens)
    .filter(([, signIn]) => signIn.subject === subject)
    .sort(([, a], [, b]) => a.expiresAt - b.expiresAt)
  for (const [token] of theirs.slice(0, Math.max(0, theirs.length - keep))) delete signIns.tokens[token]
  return theirs.length > keep
}

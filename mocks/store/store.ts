import { ACCOUNTS, type Account } from './accounts'
import { WriteEvents, type WriteEvent, type WriteListener } from './events'
import { answerList, type ListAnswer, type ListQuery } from './listQuery'
import type { Change, Persistence } from './persistence'
import { PLAIN_SECRETS, type Secrets } from './secrets'
import { shownName } from './shownNames'
import {
  endOldestSignIns,
  generationOf,
  issue,
  newToken,
  pruneSignIns,
  randomHex,
  revokeSubject,
  signInOf,
  signInsOf,
  type SignIns,
} from './signIns'
import { highestId, indexOfId, recordById } from './recordIndex'
import type { NamedItem, SandboxRecord, SandboxState, StoredBlob } from './types'
import { NOT_IN_STORED_TEXT } from './storedText'
import { usernameKey } from './usernames'
import { buildSeed, SEED_VERSION } from '../seed'

export type { WriteEvent, WriteListener } from './events'

function isCurrentState(value: unknown): value is SandboxState {
  return typeof value === 'object' && value !== null && (value as { version?: unknown }).version === SEED_VERSION
}

/** The seed's users with their public passwords as `secrets` keeps them; hashed once per process. */
const seedUsers = new WeakMap<Secrets, readonly SandboxRecord[]>()

function seeded(signIns: SignIns, secrets: Secrets): SandboxState {
  const seed = buildSeed()
  let users = seedUsers.get(secrets)
  if (!users) {
    users = (seed.collections.users ?? []).map((user) =>
      typeof user.password === 'string' ? { ...user, password: secrets.hashPublicPassword(user.password) } : user,
    )
    seedUsers.set(secrets, users)
  }
  seed.collections.users = users.map((user) => ({ ...user }))
  return { version: SEED_VERSION, ...signIns, nextIds: {}, ...seed }
}

/** How long a sign-in lasts unless the store is told otherwise: a working day and more (12 hours). */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000

/**
 * Caps on what requests can make the store (and its data file) hold: records per collection, and live sign-ins.
 * Far above what the console's work needs; above them a write answers 507 with StoreLimitError's message.
 */
export const MAX_RECORDS_PER_COLLECTION = 10_000
export const MAX_TOKENS = 10_000
/**
 * Live sign-ins one person keeps: a new one beyond this ends their oldest, so signing in again and again with one
 * account (whose password may be public) never fills MAX_TOKENS for everybody else.
 */
export const MAX_SIGN_INS_PER_ACCOUNT = 10

/**
 * What a sign-in checks a password against: the account as it was looked up, and its sign-in generation then. A
 * new password, deactivation, renaming or deletion raises the generation, so a check that ends after one of those
 * no longer stands for the account's current credential.
 */
export interface Credential {
  readonly account: Account
  readonly generation: number
}

/** A cap of the store was reached; nothing was changed. */
export class StoreLimitError extends Error {
  override readonly name = 'StoreLimitError'
}

export interface SandboxStoreOptions {
  /** Lifetime of a token from its sign-in; default TOKEN_TTL_MS. */
  tokenTtlMs?: number
  /** Records a collection may hold before a create answers 507; default MAX_RECORDS_PER_COLLECTION. */
  maxRecords?: number
  /** How passwords and tokens are kept; default PLAIN_SECRETS (the browser sandbox). */
  secrets?: Secrets
}

const userAccountId = (id: number) => `user:${id}`

/** A user of the Users screen as an account; undefined while inactive or without a password. */
function userAccount(user: SandboxRecord): Account | undefined {
  if (user.active === false || typeof user.password !== 'string' || typeof user.username !== 'string') return undefined
  return {
    id: userAccountId(user.id),
    username: user.username,
    password: user.password,
    displayname: typeof user.displayname === 'string' ? user.displayname : user.username,
    roles: typeof user.roles === 'string' ? user.roles : '',
  }
}

/** A map's own entry: names from requests ('__proto__', 'constructor') never reach the prototype. */
function own<T>(map: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined
}

/** The one sandbox store; every transport (MSW browser, msw/node, local server) reads and writes it. */
export class SandboxStore {
  state: SandboxState
  private readonly writes = new WriteEvents()
  private readonly signOutListeners = new Set<() => void>()

  private readonly tokenTtlMs: number
  private readonly maxRecords: number
  private readonly secrets: Secrets
  private madeUpHash: string | undefined

  constructor(
    private readonly persistence: Persistence,
    options: SandboxStoreOptions = {},
  ) {
    this.tokenTtlMs = options.tokenTtlMs ?? TOKEN_TTL_MS
    this.maxRecords = options.maxRecords ?? MAX_RECORDS_PER_COLLECTION
    this.secrets = options.secrets ?? PLAIN_SECRETS
    const loaded = persistence.load()
    this.state = isCurrentState(loaded) ? loaded : seeded(signInsOf(loaded), this.secrets)
    // Sign-ins of an older shape (bound to a username) are dropped; expired ones pruned.
    const signIns = signInsOf(this.state)
    const reshaped =
      Object.keys(signIns.tokens).length !== Object.keys(this.state.tokens ?? {}).length ||
      !this.state.signInGenerations
    Object.assign(this.state, signIns)
    // A current state only had its sign-ins changed here: no collection is written again.
    if (!isCurrentState(loaded)) this.commit()
    else if (reshaped || pruneSignIns(this.state)) this.commit([])
    // A save failed and was undone: memory is what the persistence holds again.
    persistence.onRollback?.(() => this.refresh())
  }

  /** Re-read state another tab may have written. */
  refresh() {
    const loaded = this.persistence.load()
    if (isCurrentState(loaded)) this.state = loaded
  }

  /** `changed` names the records and uploads that changed; without it anything may have. */
  commit(changed?: readonly Change[]) {
    this.persistence.save(this.state, changed)
  }

  /**
   * Back to the seed data; sign-ins (tokens) survive so a reset does not log anyone out, except those of users the
   * seed does not hold: their ids will be handed out again, to other people.
   */
  reset() {
    this.state = seeded(signInsOf(this.state), this.secrets)
    for (const signIn of Object.values(this.state.tokens)) {
      if (!this.accountById(signIn.subject)) revokeSubject(this.state, signIn.subject)
    }
    this.commit()
  }

  /** Subscribe to successful API writes; returns the unsubscribe function. */
  onWrite(listener: WriteListener): () => void {
    return this.writes.on(listener)
  }

  /** Subscribe to revoked tokens (a script's sign-out), which no write event announces; returns the unsubscribe. */
  onSignOut(listener: () => void): () => void {
    this.signOutListeners.add(listener)
    return () => this.signOutListeners.delete(listener)
  }

  /** Who the writes made inside `actingAs` are announced as. */
  private actor: Account | undefined

  /** Runs the writes of a signed-in call: their events name the account (the hub's optional attribution). */
  actingAs<T>(account: Account, write: () => T): T {
    const before = this.actor
    this.actor = account
    try {
      return write()
    } finally {
      this.actor = before
    }
  }

  /** Announced after the save returned: a write that fails throws before, and is never announced. */
  private emitWrite(event: WriteEvent) {
    const actor = this.actor
    this.writes.emit(actor ? { ...event, by: { username: actor.username, name: this.lockName(actor) } } : event)
  }

  // ---- accounts and tokens

  /**
   * The four sandbox accounts, then the active users of the Users screen (seeded or added there), so a user an
   * admin creates can sign in with the password given.
   */
  findAccount(username: string): Account | undefined {
    const key = usernameKey(username)
    const fixed = ACCOUNTS.find((a) => a.username === key)
    if (fixed) return fixed
    const user = this.records('users').find((u) => typeof u.username === 'string' && usernameKey(u.username) === key)
    return user ? userAccount(user) : undefined
  }

  /** The account a sign-in names, with its generation now; undefined for no account (or an inactive one). */
  credentialOf(username: string): Credential | undefined {
    const account = this.findAccount(username)
    return account && { account, generation: generationOf(this.state, account.id) }
  }

  /**
   * Whether `password` signs this credential's account in: the sandbox accounts' are public, users' are kept as
   * secrets says. Without an account the password is checked against a made-up hash all the same, so a wrong
   * password takes as long whether the username exists or not.
   */
  async checkPassword(credential: Credential | undefined, password: string): Promise<boolean> {
    if (!credential) {
      await this.secrets.checkPassword(password, this.unknownUserHash())
      return false
    }
    const { account } = credential
    if (ACCOUNTS.includes(account)) return password === account.password
    return this.secrets.checkPassword(password, account.password)
  }

  /** A hash at the cost of users' own, made once (on the first unknown username), of a password nobody knows. */
  private unknownUserHash(): string {
    return (this.madeUpHash ??= this.secrets.hashPassword(randomHex(32)))
  }

  /** The name a lock of this account shows: its display name, with its username when that passes for another's. */
  lockName(account: Account): string {
    // Inactive users count too: a name people know must not be taken over while its owner is away.
    const users = this.records('users').flatMap((user) =>
      typeof user.username === 'string'
        ? [
            {
              id: userAccountId(user.id),
              username: user.username,
              displayname: typeof user.displayname === 'string' ? user.displayname : '',
            },
          ]
        : [],
    )
    return shownName(account, [...ACCOUNTS, ...users])
  }

  /** The account an id names, while it may sign in. */
  private accountById(id: string): Account | undefined {
    const fixed = ACCOUNTS.find((a) => a.id === id)
    if (fixed) return fixed
    const userId = /^user:(\d+)$/.exec(id)?.[1]
    const user = userId === undefined ? undefined : this.find('users', Number(userId))
    return user ? userAccount(user) : undefined
  }

  /** A new sign-in of the account with this username; tests may name the token. */
  issueToken(username: string, token = newToken()): string {
    const credential = this.credentialOf(username)
    const issued = credential && this.issueTokenFor(credential, token)
    if (!issued) throw new Error(`There is no account ${username}.`)
    return issued
  }

  /**
   * A new sign-in for a credential whose password was found right, or undefined when the account changed since it
   * was looked up (a new password, deactivated, renamed or deleted while the password was checked): the password
   * checked is then no longer the one that counts.
   */
  issueTokenFor({ account, generation }: Credential, token = newToken()): string | undefined {
    if (generationOf(this.state, account.id) !== generation || !this.accountById(account.id)) return undefined
    pruneSignIns(this.state)
    const ended = endOldestSignIns(this.state, account.id, MAX_SIGN_INS_PER_ACCOUNT - 1)
    if (Object.keys(this.state.tokens).length >= MAX_TOKENS) {
      throw new StoreLimitError(
        `The sandbox holds at most ${MAX_TOKENS} sign-ins at once; try again once some have expired.`,
      )
    }
    issue(this.state, account.id, Date.now() + this.tokenTtlMs, this.secrets.tokenKey(token))
    this.commit([])
    if (ended) this.announceSignOut()
    return token
  }

  /** Sign-out: the token no longer signs anyone in. */
  revokeToken(token: string) {
    const key = this.secrets.tokenKey(token)
    if (!Object.hasOwn(this.state.tokens, key)) return
    delete this.state.tokens[key]
    this.commit([])
    this.announceSignOut()
  }

  private announceSignOut() {
    for (const listener of [...this.signOutListeners]) listener()
  }

  /** The account a token signs in now: unexpired, of the person's current sign-in generation, still active. */
  accountForToken(token: string): Account | undefined {
    const signIn = signInOf(this.state, this.secrets.tokenKey(token))
    return signIn ? this.accountById(signIn.subject) : undefined
  }

  /** When a token stops signing in (ms since epoch); undefined when it no longer does. */
  tokenExpiresAt(token: string): number | undefined {
    return signInOf(this.state, this.secrets.tokenKey(token))?.expiresAt
  }

  /** A user deactivated, renamed or given a new password is signed out everywhere (before the write is saved). */
  private signOutChangedUser(before: SandboxRecord, after: SandboxRecord | undefined) {
    const signsOut =
      !after ||
      (before.active !== false && after.active === false) ||
      before.username !== after.username ||
      before.password !== after.password
    if (signsOut) revokeSubject(this.state, userAccountId(before.id))
  }

  // ---- resource collections

  records(resource: string): SandboxRecord[] {
    return own(this.state.collections, resource) ?? []
  }

  find(resource: string, id: number): SandboxRecord | undefined {
    return recordById(this.records(resource), id)
  }

  /** One page of a collection, newest first, with the number of records the query matches. */
  list(resource: string, query: ListQuery): ListAnswer {
    // Such a term is in no record: answered without a look (a database would choke on NUL, or scan for nothing).
    if (query.term !== undefined && NOT_IN_STORED_TEXT.test(query.term)) return { values: [], total: 0 }
    return this.persistence.list?.(resource, query) ?? answerList(this.records(resource), query)
  }

  /** Adds a record under the next id and announces it. */
  create(resource: string, fields: Omit<SandboxRecord, 'id'>): SandboxRecord {
    const rows = (this.state.collections[resource] ??= [])
    if (rows.length >= this.maxRecords) {
      throw new StoreLimitError(`The sandbox holds at most ${this.maxRecords} ${resource}; delete some first.`)
    }
    const record: SandboxRecord = this.keptSecrets(resource, { ...fields, id: this.nextId(resource) })
    rows.push(record)
    this.commit([{ resource, id: record.id }])
    this.emitWrite({ resource, kind: 'added', id: record.id })
    return record
  }

  /** The id the next record of this collection gets: never one given out before (live clients key on ids). */
  private nextId(resource: string): number {
    // The counter is kept with every new id; ids held are counted once, for data that came without it.
    const rows = this.records(resource)
    const counted = this.state.nextIds[resource]
    const id = Math.max(counted ?? highestId(rows) + 1, (rows.at(-1)?.id ?? 0) + 1)
    this.state.nextIds[resource] = id + 1
    return id
  }

  /**
   * Adds records in bulk, beyond the cap and unannounced (a server option fills a collection for load tests before
   * anyone signs in); one save.
   */
  fill(resource: string, records: readonly Omit<SandboxRecord, 'id'>[]) {
    const rows = (this.state.collections[resource] ??= [])
    let id = this.nextId(resource)
    for (const fields of records) rows.push({ ...fields, id: id++ })
    this.state.nextIds[resource] = id
    this.commit()
  }

  /** Replaces the stored record with the same id; undefined when there is none. */
  update(resource: string, record: SandboxRecord): SandboxRecord | undefined {
    const kept = this.replace(resource, record)
    if (!kept) return undefined
    this.commit([{ resource, id: record.id }])
    this.emitWrite({ resource, kind: 'updated', id: record.id })
    return kept
  }

  /** Replaces the record in memory, unsaved; undefined when there is none. */
  private replace(resource: string, record: SandboxRecord): SandboxRecord | undefined {
    const rows = this.records(resource)
    const index = indexOfId(rows, record.id)
    if (index < 0) return undefined
    const kept = this.keptSecrets(resource, record, rows[index])
    if (resource === 'users' && rows[index]) this.signOutChangedUser(rows[index], kept)
    rows[index] = kept
    return kept
  }

  /** A user's new password as secrets keeps it; the one already stored (a blank field on edit keeps it) stays. */
  private keptSecrets(resource: string, record: SandboxRecord, before?: SandboxRecord): SandboxRecord {
    const { password } = record
    if (resource !== 'users' || typeof password !== 'string' || password === before?.password) return record
    return { ...record, password: this.secrets.hashPassword(password) }
  }

  delete(resource: string, id: number): boolean {
    if (!this.remove(resource, id)) return false
    this.commit([{ resource, id }])
    this.emitWrite({ resource, kind: 'deleted', id })
    return true
  }

  /**
   * Updates and deletes saved together (a cascade delete with the children it detaches): all of them are kept, or
   * none, even when the process dies midway. Records that are not there are left out; each kept one is announced.
   */
  writeTogether(
    updates: readonly { resource: string; record: SandboxRecord }[],
    deletes: readonly { resource: string; id: number }[],
  ) {
    const updated = updates.filter(({ resource, record }) => this.replace(resource, record))
    const deleted = deletes.filter((d) => this.remove(d.resource, d.id))
    const changed = [...updated.map(({ resource, record }) => ({ resource, id: record.id })), ...deleted]
    if (changed.length === 0) return
    this.commit(changed)
    for (const { resource, id } of changed.slice(0, updated.length)) this.emitWrite({ resource, kind: 'updated', id })
    for (const { resource, id } of deleted) this.emitWrite({ resource, kind: 'deleted', id })
  }

  /** Takes the record out of memory, unsaved; false when there is none. */
  private remove(resource: string, id: number): boolean {
    const rows = this.records(resource)
    const index = indexOfId(rows, id)
    if (index < 0) return false
    const [removed] = rows.splice(index, 1)
    if (resource === 'users' && removed) this.signOutChangedUser(removed, undefined)
    return true
  }

  // ---- reference data

  dictionary(kind: string): NamedItem[] | undefined {
    return own(this.state.dictionaries, kind)
  }

  // ---- uploads

  addFile(blob: Omit<StoredBlob, 'id'>): StoredBlob | undefined {
    return this.addBlob(this.state.files, blob, 'files')
  }

  file(id: number): StoredBlob | undefined {
    return this.state.files.find((f) => f.id === id)
  }

  addImage(blob: Omit<StoredBlob, 'id'>): StoredBlob | undefined {
    return this.addBlob(this.state.images, blob, 'images')
  }

  image(id: number): StoredBlob | undefined {
    return this.state.images.find((f) => f.id === id)
  }

  /** Undefined when persisting fails (browser storage full): the upload is dropped again. */
  private addBlob(list: StoredBlob[], blob: Omit<StoredBlob, 'id'>, part: 'files' | 'images'): StoredBlob | undefined {
    const stored = { ...blob, id: list.reduce((max, b) => Math.max(max, b.id), 0) + 1 }
    list.push(stored)
    try {
      this.commit([{ upload: part, id: stored.id }])
    } catch {
      list.pop()
      return undefined
    }
    return stored
  }
}

import { ACCOUNTS, type Account } from './accounts'
import { WriteEvents, type WriteEvent, type WriteListener } from './events'
import type { ChangedPart, Persistence } from './persistence'
import type { NamedItem, SandboxRecord, SandboxState, StoredBlob } from './types'
import { buildSeed, SEED_VERSION } from '../seed'

export type { WriteEvent, WriteListener } from './events'

function isCurrentState(value: unknown): value is SandboxState {
  return typeof value === 'object' && value !== null && (value as { version?: unknown }).version === SEED_VERSION
}

type SignIns = Pick<SandboxState, 'tokens' | 'tokenExpiry'>

function signInsOf(value: unknown): SignIns {
  const { tokens, tokenExpiry } = (value ?? {}) as { tokens?: unknown; tokenExpiry?: unknown }
  const isMap = (map: unknown) => typeof map === 'object' && map !== null
  return {
    tokens: isMap(tokens) ? (tokens as Record<string, string>) : {},
    tokenExpiry: isMap(tokenExpiry) ? (tokenExpiry as Record<string, number>) : {},
  }
}

function seeded(signIns: SignIns): SandboxState {
  return { version: SEED_VERSION, ...signIns, nextIds: {}, ...buildSeed() }
}

/** How long a sign-in lasts unless the store is told otherwise: a working day and more (12 hours). */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000

/**
 * Caps on what requests can make the store (and its data file) hold: records per collection, and live sign-ins.
 * Far above what the console's work needs; above them a write answers 507 with StoreLimitError's message.
 */
export const MAX_RECORDS_PER_COLLECTION = 10_000
export const MAX_TOKENS = 10_000

/** A cap of the store was reached; nothing was changed. */
export class StoreLimitError extends Error {
  override readonly name = 'StoreLimitError'
}

export interface SandboxStoreOptions {
  /** Lifetime of a token from its sign-in; default TOKEN_TTL_MS. */
  tokenTtlMs?: number
}

/** A map's own entry: names from requests ('__proto__', 'constructor') never reach the prototype. */
function own<T>(map: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined
}

/** The one sandbox store; every transport (MSW browser, msw/node, local server) reads and writes it. */
export class SandboxStore {
  state: SandboxState
  private readonly writes = new WriteEvents()

  private readonly tokenTtlMs: number

  constructor(
    private readonly persistence: Persistence,
    options: SandboxStoreOptions = {},
  ) {
    this.tokenTtlMs = options.tokenTtlMs ?? TOKEN_TTL_MS
    const loaded = persistence.load()
    this.state = isCurrentState(loaded) ? loaded : seeded(signInsOf(loaded))
    // Sign-ins from before tokens expired get a lifetime from now.
    const expiry = (this.state.tokenExpiry ??= {})
    const undated = Object.keys(this.state.tokens).filter((token) => !Object.hasOwn(expiry, token))
    for (const token of undated) expiry[token] = Date.now() + this.tokenTtlMs
    if (!isCurrentState(loaded) || undated.length > 0) this.commit()
    // A file write failed and its changes were undone: memory is what the file holds again.
    persistence.onRollback?.(() => this.refresh())
  }

  /** Re-read state another tab may have written. */
  refresh() {
    const loaded = this.persistence.load()
    if (isCurrentState(loaded)) this.state = loaded
  }

  /** `changed` names the big parts that changed (a collection, the uploads); without it any part may have. */
  commit(changed?: readonly ChangedPart[]) {
    this.persistence.save(this.state, changed)
  }

  /** Back to the seed data; sign-ins (tokens) survive so a reset does not log anyone out. */
  reset() {
    this.state = seeded(signInsOf(this.state))
    this.commit()
  }

  /** Subscribe to successful API writes; returns the unsubscribe function. */
  onWrite(listener: WriteListener): () => void {
    return this.writes.on(listener)
  }

  /** Announced once the write is durable (a write that fails is never announced). */
  private emitWrite(event: WriteEvent) {
    if (this.persistence.afterSave) this.persistence.afterSave(() => this.writes.emit(event))
    else this.writes.emit(event)
  }

  // ---- accounts and tokens

  /**
   * The four sandbox accounts, then the active users of the Users screen (seeded or added there), so a user an
   * admin creates can sign in with the password given. A user made inactive or deleted is signed out: their token
   * no longer resolves.
   */
  findAccount(username: string): Account | undefined {
    const fixed = ACCOUNTS.find((a) => a.username === username)
    if (fixed) return fixed
    const user = this.records('users').find((u) => u.username === username)
    if (!user || user.active === false || typeof user.password !== 'string') return undefined
    return {
      username,
      password: user.password,
      displayname: typeof user.displayname === 'string' ? user.displayname : username,
      roles: typeof user.roles === 'string' ? user.roles : '',
    }
  }

  issueToken(username: string): string {
    this.dropExpiredTokens()
    if (Object.keys(this.state.tokens).length >= MAX_TOKENS) {
      throw new StoreLimitError(`The sandbox holds at most ${MAX_TOKENS} sign-ins at once; try again once some have expired.`)
    }
    const token = `sbx-${username}-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`
    this.state.tokens[token] = username
    ;(this.state.tokenExpiry ??= {})[token] = Date.now() + this.tokenTtlMs
    this.commit()
    return token
  }

  /** Sign-out: the token no longer signs anyone in. */
  revokeToken(token: string) {
    if (!Object.hasOwn(this.state.tokens, token)) return
    delete this.state.tokens[token]
    delete this.state.tokenExpiry?.[token]
    this.commit()
  }

  accountForToken(token: string): Account | undefined {
    const username = own(this.state.tokens, token)
    const expiresAt = this.state.tokenExpiry ? own(this.state.tokenExpiry, token) : undefined
    if (!username || (expiresAt !== undefined && expiresAt <= Date.now())) return undefined
    return this.findAccount(username)
  }

  private dropExpiredTokens() {
    const now = Date.now()
    for (const [token, expiresAt] of Object.entries(this.state.tokenExpiry ?? {})) {
      if (expiresAt > now) continue
      delete this.state.tokens[token]
      delete this.state.tokenExpiry?.[token]
    }
  }

  // ---- resource collections

  records(resource: string): SandboxRecord[] {
    return own(this.state.collections, resource) ?? []
  }

  find(resource: string, id: number): SandboxRecord | undefined {
    return this.records(resource).find((r) => r.id === id)
  }

  /** Adds a record under the next id and announces it. */
  create(resource: string, fields: Omit<SandboxRecord, 'id'>): SandboxRecord {
    const rows = (this.state.collections[resource] ??= [])
    if (rows.length >= MAX_RECORDS_PER_COLLECTION) {
      throw new StoreLimitError(`The sandbox holds at most ${MAX_RECORDS_PER_COLLECTION} ${resource}; delete some first.`)
    }
    const id = Math.max(this.state.nextIds[resource] ?? 1, rows.reduce((max, r) => Math.max(max, r.id), 0) + 1)
    this.state.nextIds[resource] = id + 1
    const record: SandboxRecord = { ...fields, id }
    rows.push(record)
    this.commit([`collections.${resource}`])
    this.emitWrite({ resource, kind: 'added', id })
    return record
  }

  /** Replaces the stored record with the same id; undefined when there is none. */
  update(resource: string, record: SandboxRecord): SandboxRecord | undefined {
    const rows = this.records(resource)
    const index = rows.findIndex((r) => r.id === record.id)
    if (index < 0) return undefined
    rows[index] = record
    this.commit([`collections.${resource}`])
    this.emitWrite({ resource, kind: 'updated', id: record.id })
    return record
  }

  delete(resource: string, id: number): boolean {
    const rows = this.records(resource)
    const index = rows.findIndex((r) => r.id === id)
    if (index < 0) return false
    rows.splice(index, 1)
    this.commit([`collections.${resource}`])
    this.emitWrite({ resource, kind: 'deleted', id })
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
      this.commit([part])
    } catch {
      list.pop()
      return undefined
    }
    return stored
  }
}

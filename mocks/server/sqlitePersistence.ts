/**
 * The local server's store on disk (DATA_FILE): a SQLite database (node:sqlite) in WAL mode with full synchronous
 * commits. Every save is one transaction, committed before save() returns, so a write is on disk before its answer
 * goes out and kill -9 at any moment loses no acknowledged write. A save the disk does not take is rolled back, memory
 * takes back what the database holds of the parts it changed, and save() throws StoreWriteError: nothing of it was applied, and reads
 * go on. Lists are answered by SQL from the indexes (schema.ts); memory keeps the state the store works on.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { searchText } from '../store/listQuery'
import { StoreWriteError, type Change, type Persistence } from '../store/persistence'
import { signInsOf } from '../store/signIns'
import { indexOfId, recordById } from '../store/recordIndex'
import type { SandboxRecord, SandboxState, StoredBlob } from '../store/types'
import { checkpointer } from './checkpointer'
import { openDataFile, type DataFileOptions } from './dataFile'
import { ID_SPAN, migrate } from './schema'
import { withHashedPassword, withHashedTokens } from './secrets'
import { filterIndex } from './filterIndex'
import { shortTermCounts, type ShortTermCounts } from './shortTermCounts'
import { bookkeepingRows } from './bookkeepingRows'
import { sqliteLists } from './sqliteLists'

export interface SqlitePersistence extends Persistence {
  /** Set when a file was kept aside or imported: what happened to it, in one line. */
  readonly notice: string | undefined
  close(): Promise<void>
}

/** What lists need of a resource: the fields a search skips, and the key naming a record's parent. */
export interface ResourceIndexing {
  hidden: readonly string[]
  parentKey?: string
}

export interface SqlitePersistenceOptions extends DataFileOptions {
  indexing(resource: string): ResourceIndexing
  /** Tests: while this answers an errno code ('ENOSPC'), commits fail with it, as a full disk would. */
  fault?: () => string | undefined
}

/** SQLite's primary result codes for a disk that does not take a write, as errno names. */
const ERRNO_OF_SQLITE: Record<number, string> = { 8: 'EROFS', 10: 'EIO', 13: 'ENOSPC', 14: 'EACCES' }

function errnoOf(error: unknown): string {
  const { errcode, code } = (error ?? {}) as { errcode?: unknown; code?: unknown }
  if (typeof errcode === 'number') return ERRNO_OF_SQLITE[errcode & 0xff] ?? 'EIO'
  return typeof code === 'string' && code.startsWith('E') ? code : 'EIO'
}

const REFERENCE_PARTS = ['dictionaries', 'servings', 'dashboard'] as const
const TABLES = [
  'meta',
  'records',
  'records_fts',
  'next_ids',
  'sign_ins',
  'sign_in_generations',
  'uploads',
  'reference',
] as const

export function sqlitePersistence(file: string, options: SqlitePersistenceOptions): SqlitePersistence {
  const opened = openDataFile(file, options)
  const db: DatabaseSync = opened.db
  // A read-only file was checked to need no migration (readOnlyDataFile.ts).
  if (!opened.readOnly) migrate(db)
  // The log is copied back on the checkpointer's thread (checkpointer.ts), not inside a commit.
  db.exec('PRAGMA wal_autocheckpoint = 0')
  // Once a checkpoint has copied it all back, the log starts over and is cut to this size (SQLite's own 1,000 pages).
  db.exec(`PRAGMA journal_size_limit = ${4 * 2 ** 20}`)
  /**
   * Copies what is left of the log back and starts it over. RESTART, not TRUNCATE: the log keeps its size (at most
   * journal_size_limit), so the next commits overwrite it in place rather than grow a file from nothing, and their
   * fsyncs have no new blocks to record.
   */
  const checkpointNow = () => {
    try {
      db.exec('PRAGMA wal_checkpoint(RESTART)')
    } catch {
      // Closed meanwhile, or a disk that does not take it: the next checkpoint tries again.
    }
  }
  const checkpoints = opened.readOnly ? undefined : checkpointer(file, checkpointNow)

  const statements = new Map<string, StatementSync>()
  const sql = (text: string) => {
    let statement = statements.get(text)
    if (!statement) {
      statement = db.prepare(text)
      statements.set(text, statement)
    }
    return statement
  }

  // What the database holds of the bookkeeping rows, to write only what a save changed (bookkeepingRows.ts).
  const small = bookkeepingRows(sql)

  /** Each resource's code, for the search index's rowids; a new resource gets one in the transaction writing it. */
  const readCodes = () =>
    new Map(
      sql('SELECT code, name FROM resources')
        .all()
        .map((row) => [String(row.name), Number(row.code)]),
    )
  let codes = readCodes()
  const codeOf = (resource: string): number => {
    let code = codes.get(resource)
    if (code === undefined) {
      code = Number(sql('INSERT INTO resources (name) VALUES (?) RETURNING code').get(resource)?.code)
      codes.set(resource, code)
    }
    return code
  }
  const unindex = (resource: string, id: number) =>
    sql('DELETE FROM records_fts WHERE rowid = ?').run(codeOf(resource) * ID_SPAN + id)

  /** A record's search text, as the database holds it now. */
  const storedSearch = (resource: string, id: number) => {
    const search = sql('SELECT search FROM records WHERE resource = ? AND id = ?').get(resource, id)?.search
    return search === undefined ? undefined : String(search)
  }
  /** Writes the record; answers its search text. */
  const putRecord = (resource: string, record: SandboxRecord): string => {
    const { hidden, parentKey } = options.indexing(resource)
    const search = searchText(record, hidden)
    unindex(resource, record.id)
    sql('INSERT INTO records_fts (rowid, search) VALUES (?, ?)').run(codeOf(resource) * ID_SPAN + record.id, search)
    sql(
      'INSERT INTO records (resource, id, parent, search, body) VALUES (?, ?, ?, ?, ?) ' +
        'ON CONFLICT (resource, id) DO UPDATE SET parent = excluded.parent, search = excluded.search, body = excluded.body',
    ).run(resource, record.id, parentKey ? String(record[parentKey]) : null, search, JSON.stringify(record))
    return search
  }

  const putUpload = (kind: string, blob: StoredBlob) =>
    sql('INSERT OR REPLACE INTO uploads (kind, id, name, type, base64) VALUES (?, ?, ?, ?, ?)').run(
      kind,
      blob.id,
      blob.name,
      blob.type,
      blob.base64,
    )

  const uploads = (kind: string): StoredBlob[] =>
    sql('SELECT id, name, type, base64 FROM uploads WHERE kind = ? ORDER BY id')
      .all(kind)
      .map((row) => ({
        id: Number(row.id),
        name: String(row.name),
        type: String(row.type),
        base64: String(row.base64),
      }))

  function readState(): SandboxState | null {
    const version = sql("SELECT value FROM meta WHERE key = 'seedVersion'").get()?.value
    if (version === undefined) return null
    const reference = Object.fromEntries(
      sql('SELECT key, body FROM reference')
        .all()
        .map((row) => [String(row.key), JSON.parse(String(row.body)) as unknown]),
    )
    const collections: Record<string, SandboxRecord[]> = {}
    const read = shortTermCounts()
    for (const row of sql('SELECT resource, search, body FROM records ORDER BY resource, id').all()) {
      const resource = String(row.resource)
      ;(collections[resource] ??= []).push(JSON.parse(String(row.body)) as SandboxRecord)
      read.change(resource, undefined, String(row.search))
    }
    counts = read
    const state = {
      version: Number(version),
      tokens: Object.fromEntries(
        sql('SELECT token, subject, generation, expires_at FROM sign_ins')
          .all()
          .map((row) => [
            String(row.token),
            { subject: String(row.subject), generation: Number(row.generation), expiresAt: Number(row.expires_at) },
          ]),
      ),
      signInGenerations: Object.fromEntries(
        sql('SELECT subject, generation FROM sign_in_generations')
          .all()
          .map((row) => [String(row.subject), Number(row.generation)]),
      ),
      nextIds: Object.fromEntries(
        sql('SELECT resource, next_id FROM next_ids')
          .all()
          .map((row) => [String(row.resource), Number(row.next_id)]),
      ),
      collections,
      ...reference,
      files: uploads('files'),
      images: uploads('images'),
    } as SandboxState
    small.remember(state)
    return state
  }

  const deleteAll = () => {
    for (const table of TABLES) db.exec(`DELETE FROM ${table}`)
  }
  function writeAll(state: SandboxState) {
    deleteAll()
    small.forget()
    sql("INSERT INTO meta (key, value) VALUES ('seedVersion', ?)").run(String(state.version))
    for (const part of REFERENCE_PARTS)
      sql('INSERT INTO reference (key, body) VALUES (?, ?)').run(part, JSON.stringify(state[part]))
    const written = shortTermCounts()
    for (const [resource, rows] of Object.entries(state.collections))
      for (const row of rows) written.change(resource, undefined, putRecord(resource, row))
    afterCommit.push(() => (counts = written))
    for (const kind of ['files', 'images'] as const) for (const blob of state[kind]) putUpload(kind, blob)
  }

  function writeChange(state: SandboxState, change: Change) {
    if ('upload' in change) {
      const blob = state[change.upload].find((b) => b.id === change.id)
      if (blob) putUpload(change.upload, blob)
      else sql('DELETE FROM uploads WHERE kind = ? AND id = ?').run(change.upload, change.id)
      return
    }
    const record = recordById(state.collections[change.resource] ?? [], change.id)
    const before = storedSearch(change.resource, change.id)
    let after: string | undefined
    if (record) after = putRecord(change.resource, record)
    else {
      sql('DELETE FROM records WHERE resource = ? AND id = ?').run(change.resource, change.id)
      unindex(change.resource, change.id)
    }
    afterCommit.push(() => counts.change(change.resource, before, after))
  }

  /** How many records hold each short text: what the database holds, changed only once a commit has taken. */
  let counts: ShortTermCounts = shortTermCounts()
  /** What memory takes on once the transaction under way is committed (the counts of what it wrote). */
  let afterCommit: (() => void)[] = []
  /** What list filters matched, until the next save. */
  const filters = filterIndex()
  let data: unknown = opened.reset ? null : readState()
  const rollbackListeners: (() => void)[] = []

  let notice = opened.notice
  if (opened.imported) {
    // Sign-ins of an older shape (bound to a username) are dropped here, as the store drops them on load.
    // Its passwords and tokens are hashed on the way in (secrets.ts), as a migration hashes an older database's.
    const imported = opened.imported.data as SandboxState
    const { tokens, signInGenerations } = signInsOf(imported)
    const users = imported.collections.users?.map(withHashedPassword)
    save({
      ...imported,
      collections: { ...imported.collections, ...(users ? { users } : {}) },
      tokens: withHashedTokens(tokens),
      signInGenerations,
    })
    notice = opened.imported.done()
  }

  function save(next: unknown, changed?: readonly Change[]) {
    const state = next as SandboxState
    data = state
    filters.drop()
    if (opened.readOnly) return keepInMemoryOnly(state, changed)
    afterCommit = []
    try {
      db.exec('BEGIN IMMEDIATE')
      if (changed) for (const change of changed) writeChange(state, change)
      else writeAll(state)
      small.write(state)
      const fault = options.fault?.()
      if (fault) throw Object.assign(new Error(`${fault}: the disk did not take the write`), { code: fault })
      db.exec('COMMIT')
      for (const apply of afterCommit) apply()
      // A whole state (the seed, a reset, a bulk fill, an import) leaves a log as large as the database: copied back
      // here, before anyone is answered, and not by the checkpointer while requests run, whose commits' fsyncs
      // would wait behind its hundreds of megabytes.
      if (!changed) checkpointNow()
      else checkpoints?.committed()
      small.remember(state)
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK')
      const code = errnoOf(error)
      console.error(`sandbox server: could not write ${file} (${code}); the change was not applied.`)
      // A code given out in the rolled-back transaction is not in the database: it goes from memory too.
      codes = readCodes()
      // Memory holds what the database does again: only what the save changed is read back, not the whole data.
      if (changed) putBack(state, changed)
      else data = readState()
      for (const reload of rollbackListeners) reload()
      throw new StoreWriteError(code, error instanceof Error ? error.message : String(error))
    }
  }

  /**
   * A read-only file takes no save. Sign-ins alone (a save naming no record or upload) are kept in memory until the
   * server stops, so people can sign in and read; any other save is undone as a failed commit is.
   */
  function keepInMemoryOnly(state: SandboxState, changed: readonly Change[] | undefined) {
    if (changed?.length === 0) return small.remember(state)
    if (changed) putBack(state, changed)
    else data = readState()
    for (const reload of rollbackListeners) reload()
    throw new StoreWriteError('EROFS', `the data file ${file} is read-only (or its folder is)`)
  }

  /** Puts back in memory what the database holds of the changed parts, after a save was rolled back. */
  function putBack(state: SandboxState, changed: readonly Change[]) {
    for (const change of changed) {
      if ('upload' in change) {
        // A new list: the store drops its failed upload from the one it holds.
        state[change.upload] = uploads(change.upload)
        continue
      }
      const rows = (state.collections[change.resource] ??= [])
      const row = sql('SELECT body FROM records WHERE resource = ? AND id = ?').get(change.resource, change.id)
      const index = indexOfId(rows, change.id)
      if (!row) {
        if (index >= 0) rows.splice(index, 1)
      } else {
        const record = JSON.parse(String(row.body)) as SandboxRecord
        const after = rows.findIndex((r) => r.id > change.id)
        if (index >= 0) rows[index] = record
        else rows.splice(after < 0 ? rows.length : after, 0, record)
      }
    }
    small.putBack(state)
  }

  return {
    notice,
    load: () => data,
    save,
    list: sqliteLists({
      sql,
      codeOf: (resource) => codes.get(resource),
      records: (resource) => (data as SandboxState | null)?.collections[resource] ?? [],
      countOf: (resource, term) => counts.count(resource, term),
      filtered: (resource, query, rows) => filters.matches(resource, query, rows),
    }),
    clear() {
      if (opened.readOnly) throw new StoreWriteError('EROFS', `the data file ${file} is read-only (or its folder is)`)
      db.exec('BEGIN IMMEDIATE')
      deleteAll()
      db.exec('COMMIT')
      data = null
      filters.drop()
    },
    onRollback(reload) {
      rollbackListeners.push(reload)
    },
    async close() {
      // The checkpointer's connection goes first: the last one to close copies the log back and removes it.
      await checkpoints?.close()
      db.close()
    },
  }
}

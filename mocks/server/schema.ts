/**
 * The sandbox database's layout. Collections share one table, each record's fields as a JSON body beside the
 * columns lists are answered from: the declarations (and a record's unknown fields, which a save keeps) change
 * without a migration. Users are records of the `users` collection; sign-ins, uploads, ids and reference data have
 * their own tables.
 *
 * A search looks its term up in a trigram index (SQLite's FTS5) of each record's search text: one row per
 * record, its rowid the record's resource code times ID_SPAN plus its id, so one resource's matches are a rowid
 * range, newest first in rowid order, and counting them never reads a record.
 *
 * PRAGMA user_version is the schema version: MIGRATIONS[n] takes a database from version n to n + 1, so a database
 * written by an older server is brought up to date when it opens. PRAGMA application_id marks a file as ours.
 */
import { DatabaseSync } from 'node:sqlite'
import { SEED_VERSION } from '../seed'
import type { SandboxRecord } from '../store/types'
import { HASHED_SECRETS, isTokenKey, withHashedPassword } from './secrets'

/** 'SBOX': a SQLite file without it was not written by this server. */
export const APPLICATION_ID = 0x53424f58

/** Record ids are whole numbers from 1 to below this (the data file check refuses others). */
export const ID_SPAN = 2 ** 40

/**
 * Secrets at rest (secrets.ts): users' passwords become scrypt hashes in their records' bodies, and sign-ins are
 * kept under their tokens' SHA-256, so the tokens handed out before go on signing in.
 */
function hashSecrets(db: DatabaseSync) {
  const users = db.prepare("SELECT id, body FROM records WHERE resource = 'users'").all()
  const putBody = db.prepare("UPDATE records SET body = ? WHERE resource = 'users' AND id = ?")
  for (const row of users) {
    const user = JSON.parse(String(row.body)) as SandboxRecord
    const hashed = withHashedPassword(user)
    if (hashed !== user) putBody.run(JSON.stringify(hashed), Number(row.id))
  }
  const rekey = db.prepare('UPDATE sign_ins SET token = ? WHERE token = ?')
  for (const row of db.prepare('SELECT token FROM sign_ins').all()) {
    const token = String(row.token)
    if (!isTokenKey(token)) rekey.run(HASHED_SECRETS.tokenKey(token), token)
  }
}

/** A step is SQL, or a function for what SQL cannot do (hashing). */
export const MIGRATIONS: readonly (string | ((db: DatabaseSync) => void))[] = [
  `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE records (
     resource TEXT NOT NULL,
     id INTEGER NOT NULL,
     parent TEXT,
     search TEXT NOT NULL,
     body TEXT NOT NULL,
     PRIMARY KEY (resource, id)
   );
   -- A search reads this index alone (the bodies stay on their pages); a parent's children are a range of the other.
   CREATE INDEX records_search ON records (resource, id, search);
   CREATE INDEX records_parent ON records (resource, parent, id);
   CREATE TABLE next_ids (resource TEXT PRIMARY KEY, next_id INTEGER NOT NULL);
   CREATE TABLE sign_ins (
     token TEXT PRIMARY KEY,
     subject TEXT NOT NULL,
     generation INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE sign_in_generations (subject TEXT PRIMARY KEY, generation INTEGER NOT NULL);
   CREATE TABLE uploads (
     kind TEXT NOT NULL,
     id INTEGER NOT NULL,
     name TEXT NOT NULL,
     type TEXT NOT NULL,
     base64 TEXT NOT NULL,
     PRIMARY KEY (kind, id)
   );
   CREATE TABLE reference (key TEXT PRIMARY KEY, body TEXT NOT NULL);`,
  // The search text is lower-case already (the same lower-casing as the browser store's): case_sensitive keeps it.
  // Merging the index's segments 16 at a time (not 4) keeps a write's share of that work small: a PUT's p99 with
  // 100,000 portions went from 6.5 ms to 1.9 ms without fsync, and a search's count stayed under 1 ms.
  `CREATE TABLE resources (code INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
   CREATE VIRTUAL TABLE records_fts USING fts5(
     search, tokenize = 'trigram case_sensitive 1', content = '', contentless_delete = 1
   );
   INSERT INTO records_fts (records_fts, rank) VALUES ('automerge', 16);
   INSERT INTO resources (name) SELECT DISTINCT resource FROM records;
   INSERT INTO records_fts (rowid, search)
     SELECT resources.code * ${ID_SPAN} + records.id, records.search
     FROM records JOIN resources ON resources.name = records.resource;`,
  hashSecrets,
]

export const SCHEMA_VERSION = MIGRATIONS.length

const pragma = (db: DatabaseSync, name: string): unknown => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0]

/** Why this database is not one the server can use (undefined: it is); reads only. */
export function databaseProblem(db: DatabaseSync): string | undefined {
  const version = Number(pragma(db, 'user_version'))
  const applicationId = Number(pragma(db, 'application_id'))
  const tables = Number(
    Object.values(db.prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'table'").get() ?? {})[0],
  )
  // A new, empty file is fine: it gets the schema.
  if (applicationId === 0 && version === 0 && tables === 0) return undefined
  if (applicationId !== APPLICATION_ID) return 'is a SQLite database of another program'
  if (version > SCHEMA_VERSION)
    return `has schema version ${version}, and this server knows versions up to ${SCHEMA_VERSION}`
  const integrity = db
    .prepare('PRAGMA integrity_check')
    .all()
    .map((row) => String(Object.values(row)[0]))
  if (integrity.join() !== 'ok') return `is damaged (${integrity[0] ?? 'integrity check failed'})`
  // An older schema is migrated, and the migration's own steps say what they miss.
  if (version < SCHEMA_VERSION) return undefined
  const held = new Set(
    db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")
      .all()
      .map((r) => r.name),
  )
  const missing = schemaTables().find((table) => !held.has(table))
  if (missing) return `is damaged (the table ${missing} is missing)`
  const seedVersion = db.prepare("SELECT value FROM meta WHERE key = 'seedVersion'").get()?.value
  if (seedVersion !== undefined && Number(seedVersion) !== SEED_VERSION)
    return `was written by sandbox data version ${String(seedVersion)}, and this server reads version ${SEED_VERSION}`
  const notObject = "SELECT 1 FROM records WHERE NOT (json_valid(body) AND json_type(body) = 'object') LIMIT 1"
  if (db.prepare(notObject).get()) return 'is damaged (a record is not a JSON object)'
  if (db.prepare('SELECT 1 FROM reference WHERE NOT json_valid(body) LIMIT 1').get())
    return 'is damaged (its reference data is not JSON)'
  return undefined
}

let tables: readonly string[] | undefined

/** The tables the migrations create (FTS5's own among them), from an empty database in memory. */
function schemaTables(): readonly string[] {
  if (!tables) {
    const db = new DatabaseSync(':memory:')
    try {
      migrate(db)
      tables = db
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")
        .all()
        .map((r) => String(r.name))
    } finally {
      db.close()
    }
  }
  return tables
}

/** Brings the schema up to date, in one transaction. */
export function migrate(db: DatabaseSync) {
  const version = Number(pragma(db, 'user_version'))
  if (version === SCHEMA_VERSION) return
  db.exec('BEGIN IMMEDIATE')
  try {
    for (const step of MIGRATIONS.slice(version)) {
      if (typeof step === 'string') db.exec(step)
      else step(db)
    }
    db.exec(`PRAGMA application_id = ${APPLICATION_ID}`)
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

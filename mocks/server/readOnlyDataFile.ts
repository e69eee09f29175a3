/**
 * A DATA_FILE the server may not write, or in a folder it may not write (a read-only mount, another owner's folder,
 * an immutable one): a healthy sandbox database there is served as it is, read-only. Anything that would have to
 * change the file (create, import, reset, migrate, keep a damaged file aside) cannot, and the start fails with one line.
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { pathToFileURL } from 'node:url'
import { databaseProblem, SCHEMA_VERSION } from './schema'

/** A DATA_FILE the server cannot use at all (a folder, in a missing folder): one line for the log, no stack. */
export class DataFileError extends Error {
  override readonly name = 'DataFileError'
}

function mayWrite(path: string): boolean {
  try {
    accessSync(path, constants.W_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Whether the server may write the file and make its companions (-wal, -shm) beside it. access() answers for the
 * process as it is (root passes a folder's mode, not a read-only mount or an immutable file).
 */
export const writable = (file: string): boolean => mayWrite(dirname(file)) && (!existsSync(file) || mayWrite(file))

/**
 * A connection that only reads. A -wal file holding commits (kill -9 left it) is read with the database, through the
 * -shm beside it; without one the file is all there is, and `immutable` lets SQLite read it without creating them.
 */
function connect(file: string): DatabaseSync {
  if ((statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0) > 0)
    return new DatabaseSync(file, { readOnly: true })
  const url = pathToFileURL(file)
  url.search = 'immutable=1'
  return new DatabaseSync(url, { readOnly: true })
}

/** Why the database cannot be served read-only; undefined when it can. */
function problemOf(db: DatabaseSync): string | undefined {
  const problem = databaseProblem(db)
  if (problem) return problem
  const version = Number(Object.values(db.prepare('PRAGMA user_version').get() ?? {})[0])
  if (version === 0) return 'holds no sandbox data'
  if (version < SCHEMA_VERSION) return `has schema version ${version}, which needs a migration`
  if (!db.prepare("SELECT 1 FROM meta WHERE key = 'seedVersion'").get()) return 'holds no sandbox data'
  return undefined
}

export interface ReadOnlyDataFile {
  db: DatabaseSync
  notice: string
}

/** `sqlite`: the file starts with SQLite's header. */
export function openReadOnly(file: string, options: { reset?: boolean; sqlite: boolean }): ReadOnlyDataFile {
  const fail = (why: string) =>
    new DataFileError(
      `DATA_FILE ${file} ${why}. Make the file and its folder writable, or set DATA_FILE to a file in a writable folder.`,
    )
  if ((statSync(file, { throwIfNoEntry: false })?.size ?? 0) === 0)
    throw fail('cannot be created: its folder is read-only')
  if (options.reset) throw fail('cannot be reset: it is read-only (or its folder is)')
  if (!options.sqlite)
    throw fail('is not a sandbox database and cannot be kept aside: it is read-only (or its folder is)')
  let db: DatabaseSync | undefined
  let problem: string | undefined
  try {
    db = connect(file)
    problem = problemOf(db)
  } catch (error) {
    problem = `cannot be read (${error instanceof Error ? error.message : String(error)})`
  }
  if (problem) {
    db?.close()
    throw fail(`${problem}, and cannot be kept aside: it is read-only (or its folder is)`)
  }
  return {
    db: db as DatabaseSync,
    notice: `The data file ${file} is read-only (or its folder is): the server serves it as it is; changes answer 507, and sign-ins last until it stops.`,
  }
}

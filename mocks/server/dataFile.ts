/**
 * Opens DATA_FILE for the SQLite store. A file the server cannot serve (not SQLite, another program's database,
 * a newer schema, another seed version, failing SQLite's integrity check) is moved aside, never overwritten, and
 * reported in one line; the store then starts from the seed. A JSON data file of an earlier server is imported
 * once, then kept aside, so nobody loses their sandbox data.
 */
import { chmodSync, closeSync, existsSync, openSync, readFileSync, readSync, renameSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { dataFileProblem } from './dataFileCheck'
import { DataFileError, openReadOnly, writable } from './readOnlyDataFile'
import { databaseProblem } from './schema'

export { DataFileError } from './readOnlyDataFile'

export interface DataFileOptions {
  /** Start from the seed: what the file holds is replaced on the first save. */
  reset?: boolean
  /** The JSON data file an earlier server kept; imported when DATA_FILE does not exist yet. */
  legacyJsonFile?: string
}

export interface OpenedDataFile {
  db: DatabaseSync
  /** What happened to a file kept aside or imported in its place, in one line. */
  notice?: string
  /**
   * The state read from a JSON data file, to be saved as the database's first content; then `imported()` keeps a
   * file beside the database aside and answers the line to say.
   */
  imported?: { data: unknown; done(): string }
  reset: boolean
  /** The file or its folder may not be written: the database is served as it is, and every save is refused. */
  readOnly?: boolean
}

const SQLITE_HEADER = 'SQLite format 3\u0000'
/** The files SQLite keeps beside a database in WAL mode: they belong to it, and go where it goes. */
const COMPANIONS = ['-wal', '-shm']

/** The path must name a file (existing or not) in an existing folder. */
function checkPath(file: string) {
  const folder = dirname(file)
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new DataFileError(
      `DATA_FILE ${file}: the folder ${folder} does not exist. Create it, or set DATA_FILE to a file in an existing folder.`,
    )
  }
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
    throw new DataFileError(`DATA_FILE ${file} is a folder. Set DATA_FILE to a file's path (it is created if missing).`)
  }
}

function header(file: string): string {
  const descriptor = openSync(file, 'r')
  try {
    const bytes = Buffer.alloc(SQLITE_HEADER.length)
    const read = readSync(descriptor, bytes, 0, bytes.length, 0)
    return bytes.subarray(0, read).toString('latin1')
  } finally {
    closeSync(descriptor)
  }
}

/**
 * Owner only: the data file holds users' password hashes and sign-ins. SQLite gives its -wal and -shm files the
 * database's mode.
 */
const PRIVATE_MODE = 0o600

/** The file, created private when missing; an existing one (of an earlier server) is made private. */
function makePrivate(file: string) {
  if (existsSync(file)) chmodSync(file, PRIVATE_MODE)
  else closeSync(openSync(file, 'wx', PRIVATE_MODE))
  for (const suffix of COMPANIONS) if (existsSync(file + suffix)) chmodSync(file + suffix, PRIVATE_MODE)
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-')

/** Moves the file (and its SQLite companions) to `<file>.<label>-<time>`; answers that path. */
function moveAside(file: string, label: string): string {
  const aside = `${file}.${label}-${stamp()}`
  renameSync(file, aside)
  for (const suffix of COMPANIONS) if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix)
  // What it holds may be secrets in clear (an earlier server's JSON), so it stays the owner's.
  chmodSync(aside, PRIVATE_MODE)
  return aside
}

const keptAside = (file: string, problem: string) =>
  `The data file ${file} ${problem}; the server starts from the seed. The file was kept as ${moveAside(file, 'corrupt')}.`

/** A JSON data file's state, or why it cannot be served. */
function readJson(file: string): { data: unknown } | { problem: string } {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new DataFileError(
      `DATA_FILE ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    )
  }
  try {
    const data: unknown = JSON.parse(text)
    const problem = dataFileProblem(data)
    return problem ? { problem } : { data }
  } catch {
    return {
      problem: text.trimStart().startsWith('{')
        ? 'could not be read (not JSON, or cut off)'
        : 'is not a sandbox data file (neither a sandbox database nor JSON)',
    }
  }
}

/** Why the SQLite file at `file` cannot be served; undefined when it can. */
function sqliteProblem(file: string): string | undefined {
  let db: DatabaseSync | undefined
  try {
    db = new DatabaseSync(file, { readOnly: true })
    return databaseProblem(db)
  } catch (error) {
    return `is damaged (${error instanceof Error ? error.message : String(error)})`
  } finally {
    db?.close()
  }
}

export function openDataFile(file: string, options: DataFileOptions = {}): OpenedDataFile {
  checkPath(file)
  if (!writable(file)) {
    const sqlite = existsSync(file) && header(file) === SQLITE_HEADER
    return { ...openReadOnly(file, { reset: options.reset, sqlite }), reset: false, readOnly: true }
  }
  const reset = options.reset ?? false
  let notice: string | undefined
  let imported: OpenedDataFile['imported']
  const size = statSync(file, { throwIfNoEntry: false })?.size
  if (size !== undefined && size > 0) {
    if (header(file) === SQLITE_HEADER) {
      const problem = sqliteProblem(file)
      if (problem) notice = keptAside(file, problem)
    } else {
      const json = readJson(file)
      if ('problem' in json) notice = keptAside(file, json.problem)
      else {
        // The database takes the file's place: the JSON goes aside first, and stays there if the import fails.
        const aside = moveAside(file, 'imported')
        imported = {
          data: json.data,
          done: () =>
            `The JSON data file ${file} was imported into a sandbox database in its place; the JSON file was kept as ${aside}.`,
        }
      }
    }
  } else if (size === undefined && options.legacyJsonFile && existsSync(options.legacyJsonFile) && !reset) {
    const legacy = options.legacyJsonFile
    const json = readJson(legacy)
    if ('problem' in json) notice = keptAside(legacy, json.problem)
    else {
      // Kept where it is until the database holds its data: a failed import is tried again on the next start.
      imported = {
        data: json.data,
        done: () =>
          `The data file ${legacy} was imported into ${file}; it was kept as ${moveAside(legacy, 'imported')}.`,
      }
    }
  }
  makePrivate(file)
  const db = new DatabaseSync(file)
  // Full synchronous commits in WAL mode: a commit returns once it is on disk, and readers never wait for a writer.
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  return { db, notice, imported: reset ? undefined : imported, reset }
}

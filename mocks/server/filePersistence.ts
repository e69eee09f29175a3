/**
 * The local server's store on disk (DATA_FILE): read once on start, written atomically (temporary file, fsync,
 * rename, on a worker thread: fileWriter.ts) so a crash leaves either the old or the new file, never half of one,
 * and requests go on being served while the disk works. Writes are group-committed: a save schedules one file write
 * for after the requests already waiting have run, and that single write carries every change made meanwhile;
 * `flushed()` resolves once everything saved so far is on disk, so the server answers a write only after it is
 * durable. A write that fails (disk full) undoes in memory every change not yet on disk, and `flushed()` rejects
 * for each of them: what the server holds is what its file holds.
 */
import { existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Persistence } from '../store/persistence'
import { dataFileProblem } from './dataFileCheck'
import { fileWriter, type WriteFailure } from './fileWriter'
import { StateJson } from './stateJson'

export interface FilePersistence extends Persistence {
  /** Resolves once everything saved so far is on disk; rejects with a WriteFailure when that write failed. */
  flushed(): Promise<void>
  /** Set when the file could not be read: what happened to it (the store starts from the seed). */
  readonly notice: string | undefined
  close(): Promise<void>
}

export interface FilePersistenceOptions {
  reset?: boolean
  /** Tests: while this answers an errno code ('ENOSPC'), file writes fail with it (fileWriter.ts). */
  fault?: () => string | undefined
}

interface Waiter {
  done(): void
  fail(error: unknown): void
}

/** A DATA_FILE the server cannot use at all (a folder, in a missing folder): one line for the log, no stack. */
export class DataFileError extends Error {
  override readonly name = 'DataFileError'
}

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

/**
 * Reads the file. One the server cannot serve (cut off, not ours, another version, damaged) is moved aside, never
 * overwritten, and reported in one line; the store then starts from the seed.
 */
function readData(file: string, reset: boolean): { data: unknown; text?: string; notice?: string } {
  checkPath(file)
  // A reset replaces the file with the seed on the first (atomic) write.
  if (reset || !existsSync(file)) return { data: null }
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new DataFileError(
      `DATA_FILE ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    )
  }
  let problem: string | undefined
  try {
    const data: unknown = JSON.parse(text)
    problem = dataFileProblem(data)
    if (!problem) return { data, text }
  } catch {
    problem = 'could not be read (not JSON, or cut off)'
  }
  const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`
  renameSync(file, aside)
  return {
    data: null,
    notice: `The data file ${file} ${problem}; the server starts from the seed. The file was kept as ${aside}.`,
  }
}

export function filePersistence(file: string, options: FilePersistenceOptions = {}): FilePersistence {
  const loaded = readData(file, options.reset ?? false)
  let data = loaded.data
  /** The file's content as last written (or read): a failed write returns memory to it. */
  let durable = loaded.text
  let saved = 0
  let written = 0
  let writing = false
  let scheduled = false
  let waiters: (Waiter & { generation: number })[] = []
  let after: { generation: number; then(): void }[] = []
  const rollbackListeners: (() => void)[] = []
  const json = new StateJson()
  const writer = fileWriter(file, options.fault)

  const settle = () => {
    const [done, waiting] = [
      waiters.filter((w) => w.generation <= written),
      waiters.filter((w) => w.generation > written),
    ]
    const [due, later] = [after.filter((a) => a.generation <= written), after.filter((a) => a.generation > written)]
    waiters = waiting
    after = later
    for (const waiter of done) waiter.done()
    for (const callback of due) callback.then()
  }

  const rollBack = (failure: WriteFailure) => {
    console.error(
      `sandbox server: could not write ${file} (${failure.message}); the changes not yet on disk were undone.`,
    )
    // The changes made while the failed write ran were built on it: they go too.
    saved = written
    json.invalidate()
    if (durable !== undefined) data = JSON.parse(durable) as unknown
    after = []
    for (const waiter of waiters.splice(0)) waiter.fail(failure)
    for (const reload of rollbackListeners) reload()
  }

  const writeNow = () => {
    scheduled = false
    if (writing || written === saved) return
    const generation = saved
    const text = json.serialize(data)
    writing = true
    writer.write(text).then(
      () => {
        writing = false
        written = generation
        durable = text
        settle()
        if (saved > written) schedule()
      },
      (failure: WriteFailure) => {
        writing = false
        rollBack(failure)
      },
    )
  }

  const schedule = () => {
    if (scheduled) return
    scheduled = true
    // After the I/O already queued: requests arriving together share one write.
    setImmediate(writeNow)
  }

  const flushed = () => {
    if (written === saved) return Promise.resolve()
    return new Promise<void>((done, fail) => {
      waiters.push({ generation: saved, done, fail })
      schedule()
    })
  }

  return {
    notice: loaded.notice,
    load: () => data,
    save(next, changed) {
      data = next
      saved++
      json.invalidate(changed)
      schedule()
    },
    clear() {
      data = null
      rmSync(file, { force: true })
    },
    afterSave(then) {
      if (written === saved) then()
      else after.push({ generation: saved, then })
    },
    onRollback(reload) {
      rollbackListeners.push(reload)
    },
    flushed,
    async close() {
      await flushed().catch(() => undefined)
      await writer.close()
    },
  }
}

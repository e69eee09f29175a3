/**
 * The local server's store on disk (DATA_FILE): read once on start, written atomically (temporary file, fsync,
 * rename) so a crash leaves either the old or the new file, never half of one. Writes are group-committed: while
 * one file write runs, further changes wait and the next single write carries them all; `flushed()` resolves once
 * everything saved so far is on disk, so the server answers a write only after it is durable.
 */
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { open, rename } from 'node:fs/promises'
import type { Persistence } from '../store/persistence'

export interface FilePersistence extends Persistence {
  flushed(): Promise<void>
  /** Set when the file could not be read: what happened to it (the store starts from the seed). */
  readonly notice: string | undefined
}

interface Waiter {
  generation: number
  done(): void
  fail(error: unknown): void
}

/** Reads the file; a corrupt one is moved aside (never overwritten) and reported. */
function readData(file: string, reset: boolean): { data: unknown; notice?: string } {
  // A reset replaces the file with the seed on the first (atomic) write.
  if (reset || !existsSync(file)) return { data: null }
  const text = readFileSync(file, 'utf8')
  try {
    const data: unknown = JSON.parse(text)
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) return { data }
  } catch {
    // Reported below with the place the file was kept.
  }
  const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`
  renameSync(file, aside)
  return { data: null, notice: `The data file ${file} could not be read (not a sandbox data file, or cut off); the server starts from the seed. The unreadable file was kept as ${aside}.` }
}

async function writeAtomically(file: string, text: string) {
  const temporary = `${file}.tmp-${process.pid}`
  const handle = await open(temporary, 'w')
  try {
    await handle.writeFile(text, 'utf8')
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temporary, file)
}

export function filePersistence(file: string, options: { reset?: boolean } = {}): FilePersistence {
  const loaded = readData(file, options.reset ?? false)
  let data = loaded.data
  let saved = 0
  let written = 0
  let writing = false
  const waiters: Waiter[] = []

  const settle = (error?: unknown) => {
    for (const waiter of [...waiters]) {
      if (error === undefined && waiter.generation > written) continue
      waiters.splice(waiters.indexOf(waiter), 1)
      if (error === undefined) waiter.done()
      else waiter.fail(error)
    }
  }

  const writeNext = () => {
    if (writing || written === saved) return
    writing = true
    const generation = saved
    // The snapshot is taken here, synchronously: later changes belong to the next write.
    writeAtomically(file, JSON.stringify(data)).then(
      () => {
        written = generation
        writing = false
        settle()
        writeNext()
      },
      (error: unknown) => {
        writing = false
        console.error(`sandbox server: could not write ${file}:`, error)
        settle(error)
      },
    )
  }

  return {
    notice: loaded.notice,
    load: () => data,
    save(next) {
      data = next
      saved++
      writeNext()
    },
    clear() {
      data = null
      rmSync(file, { force: true })
    },
    flushed() {
      if (written === saved) return Promise.resolve()
      return new Promise((done, fail) => {
        waiters.push({ generation: saved, done, fail })
        writeNext()
      })
    },
  }
}

/**
 * Copies the write-ahead log back into the database on a worker thread, with a connection of its own: SQLite would
 * otherwise do it inside the commit that fills the log (every 1,000 pages), and that write's answer, and every
 * request waiting behind it, would wait for the copy and its fsync. A PASSIVE checkpoint never blocks the writer.
 * The writer's log only starts over from a checkpoint of its own connection, so once the worker has copied the log,
 * `copied` lets the writer run one: what is left to copy by then is what it wrote meanwhile, a few pages.
 * The worker is plain JavaScript (eval) so it runs the same under tsx, vitest and plain Node.
 */
import { Worker } from 'node:worker_threads'

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { DatabaseSync } = require('node:sqlite')
const db = new DatabaseSync(workerData.file)
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close()
    parentPort.postMessage('closed')
    return
  }
  try { db.exec('PRAGMA wal_checkpoint(PASSIVE)') } catch {}
  parentPort.postMessage('done')
})
`

/** Commits between two checkpoints: a PUT writes a few pages, so the log stays near SQLite's own 1,000 pages. */
const COMMITS_PER_CHECKPOINT = 200

export interface Checkpointer {
  /** Counts a commit; every COMMITS_PER_CHECKPOINT commits one checkpoint starts (never two at once). */
  committed(): void
  close(): Promise<void>
}

export function checkpointer(file: string, copied: () => void): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file } })
  // An idle checkpointer does not keep the process alive.
  worker.unref()
  let commits = 0
  let running = false
  let closed: (() => void) | undefined
  worker.on('message', (message) => {
    if (message === 'closed') return closed?.()
    running = false
    copied()
  })
  // A checkpoint that fails is SQLite's own to do again when the connection closes.
  worker.on('error', () => {
    running = false
  })
  return {
    committed() {
      if (++commits < COMMITS_PER_CHECKPOINT || running) return
      commits = 0
      running = true
      worker.postMessage('checkpoint')
    },
    async close() {
      // Its connection closes first (after a checkpoint under way): the writer's close then removes the log.
      await new Promise<void>((done) => {
        closed = done
        worker.postMessage('close')
      })
      await worker.terminate()
    },
  }
}

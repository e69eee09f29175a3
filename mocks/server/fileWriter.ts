/**
 * Writes the data file atomically (temporary file, fsync, rename) on a worker thread, so the disk's milliseconds
 * (fsync of a 5 MB file) never hold up the requests the main thread serves meanwhile. One worker answers one
 * message per write; its own event loop runs the synchronous file calls back to back. A failed write removes its
 * temporary file. The worker is plain JavaScript (eval) so it runs the same under tsx, vitest and plain Node.
 */
import { Worker } from 'node:worker_threads'

export interface WriteFailure {
  code: string
  message: string
}

export interface FileWriter {
  /** Resolves once `text` is the file's content on disk; rejects with a WriteFailure, leaving the old file. */
  write(text: string): Promise<void>
  close(): Promise<void>
}

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const fs = require('node:fs')
parentPort.on('message', ({ file, temporary, text, fault }) => {
  let descriptor
  try {
    descriptor = fs.openSync(temporary, 'w')
    if (fault) {
      fs.writeSync(descriptor, text.slice(0, text.length >> 1))
      throw Object.assign(new Error(fault + ': no space left on device, write'), { code: fault })
    }
    fs.writeFileSync(descriptor, text)
    fs.fsyncSync(descriptor)
    fs.closeSync(descriptor)
    descriptor = undefined
    fs.renameSync(temporary, file)
    parentPort.postMessage({ ok: true })
  } catch (error) {
    if (descriptor !== undefined) try { fs.closeSync(descriptor) } catch {}
    try { fs.rmSync(temporary, { force: true }) } catch {}
    parentPort.postMessage({ ok: false, code: String(error && error.code || 'EIO'), message: String(error && error.message || error) })
  }
})
`

type Reply = { ok: true } | ({ ok: false } & WriteFailure)

/**
 * `fault` is for tests: while it answers an errno code ('ENOSPC'), writes fail with it after half the temporary
 * file, as a full disk would.
 */
export function fileWriter(file: string, fault?: () => string | undefined): FileWriter {
  const worker = new Worker(WORKER_SOURCE, { eval: true })
  // An idle writer does not keep the process alive; a write in flight holds its caller's promise.
  worker.unref()
  const temporary = `${file}.tmp-${process.pid}`
  const pending: ((reply: Reply) => void)[] = []
  worker.on('message', (reply: Reply) => pending.shift()?.(reply))
  worker.on('error', (error) => {
    for (const answer of pending.splice(0)) answer({ ok: false, code: 'EIO', message: String(error) })
  })
  return {
    write(text) {
      return new Promise((done, fail) => {
        pending.push((reply) =>
          reply.ok ? done() : fail({ code: reply.code, message: reply.message } satisfies WriteFailure),
        )
        worker.postMessage({ file, temporary, text, fault: fault?.() })
      })
    },
    async close() {
      await worker.terminate()
    },
  }
}

export function isWriteFailure(error: unknown): error is WriteFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as WriteFailure).code === 'string' &&
    typeof (error as WriteFailure).message === 'string'
  )
}

/**
 * kill -9 during a write burst, then a restart on the same data file: every write answered 200 before the kill must
 * be there, and the database must pass SQLite's integrity check. Also: a corrupt data file gives a message, the seed, and is kept aside.
 */
import { readdir, writeFile } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { signedInClients, signIn } from './http'
import { startServerProcess } from './serverProcess'

export interface CrashFigures {
  acknowledged: number
  lost: number
  fileReadable: boolean
  inFlightAtKill: number
}

export interface CorruptFileFigures {
  message: boolean
  keptAside: boolean
  seeded: boolean
}

const WRITERS = 20
const BURST_BEFORE_KILL_MS = 1500

export async function killDuringWrites(port: number, dataFile: string): Promise<CrashFigures> {
  const first = await startServerProcess({ port, dataFile, reset: true })
  const writers = await signedInClients(first.url, 'viewer', WRITERS)
  const acknowledged: { id: number; name: string }[] = []
  let inFlight = 0
  let killed = false
  const loops = writers.map(async (writer, index) => {
    for (let n = 0; !killed; n++) {
      const name = `Crash ${index}-${n}`
      inFlight++
      try {
        const reply = await writer.call('POST', '/portions', { name, servingId: 1, amount: 1 })
        if (reply.status === 200) acknowledged.push({ id: (reply.body as { id: number }).id, name })
      } catch {
        return
      } finally {
        inFlight--
      }
    }
  })
  await new Promise((r) => setTimeout(r, BURST_BEFORE_KILL_MS))
  const inFlightAtKill = inFlight
  await first.kill9()
  killed = true
  // Answers already on their way before the kill still count: the server sent them after the write was on disk.
  await Promise.all(loops)

  let fileReadable: boolean
  try {
    const db = new DatabaseSync(dataFile)
    fileReadable = Object.values(db.prepare('PRAGMA integrity_check').get() ?? {})[0] === 'ok'
    db.close()
  } catch {
    fileReadable = false
  }
  const second = await startServerProcess({ port, dataFile })
  try {
    const reader = await signIn(second.url, 'viewer')
    let lost = 0
    for (const { id, name } of acknowledged) {
      const reply = await reader.call('GET', `/portions/${id}`)
      if (reply.status !== 200 || (reply.body as { name?: unknown }).name !== name) lost++
    }
    return { acknowledged: acknowledged.length, lost, fileReadable, inFlightAtKill }
  } finally {
    await second.stop()
  }
}

export async function corruptDataFile(port: number, dataFile: string): Promise<CorruptFileFigures> {
  await writeFile(dataFile, '{"version":2,"collections":{"portions":[{"id":1,')
  const server = await startServerProcess({ port, dataFile })
  try {
    const viewer = await signIn(server.url, 'viewer')
    const page = await viewer.call('GET', '/portions?take=1')
    const aside = (await readdir(dirname(dataFile))).filter((name) => name.startsWith(`${basename(dataFile)}.corrupt-`))
    return {
      message: /could not be read/.test(server.output()),
      keptAside: aside.length === 1,
      seeded: page.status === 200 && (page.body as { total: number }).total > 7,
    }
  } finally {
    await server.stop()
  }
}

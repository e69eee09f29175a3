/**
 * kill -9 during cascade deletes: a lexicon category with 400 entries is deleted, and the server is killed as soon
 * as its write-ahead log changes (the delete's commit is being written), in each of several rounds. After a restart
 * on the same file the category must be there with all 400 entries, or gone with all of them; a delete answered 200
 * before the kill must be gone.
 */
import { stat } from 'node:fs/promises'
import { signIn, type ApiClient } from './http'
import { startServerProcess, type ServerProcess } from './serverProcess'

export interface CascadeCrashFigures {
  rounds: number
  entries: number
  /** Categories found with some but not all of their entries, or entries without their category. */
  halfApplied: number
  /** Deletes answered 200 before the kill whose category came back. */
  acknowledgedLost: number
  /** Rounds whose category was gone after the restart (the kill came after the commit). */
  gone: number
}

const ENTRIES = 400
const PARALLEL = 20
/** The kill comes once the log changes, or after this long without a change. */
const KILL_DEADLINE_MS = 2000
const SETTLE_MS = 500

/** The log's time of last change, to the nanosecond. */
const logChanged = async (dataFile: string) =>
  (await stat(`${dataFile}-wal`, { bigint: true }).catch(() => undefined))?.mtimeNs ?? 0n

async function categoryWithEntries(admin: ApiClient, round: number): Promise<number> {
  const created = await admin.call('POST', '/lexiconcategories', { title: `Cascade ${round}`, sortOrder: 1 })
  if (created.status !== 200) throw new Error(`category not created: ${created.status}`)
  const categoryId = (created.body as { id: number }).id
  let next = 0
  const worker = async () => {
    while (next < ENTRIES) {
      const n = next++
      const reply = await admin.call('POST', '/lexicon', { categoryId, title: `Entry ${round}-${n}`, text: '<p>x</p>' })
      if (reply.status !== 200) throw new Error(`entry not created: ${reply.status}`)
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return categoryId
}

/** Sends the delete and kills the server -9 once the log shows its commit being written. */
async function deleteAndKill(server: ServerProcess, admin: ApiClient, dataFile: string, categoryId: number) {
  const before = await logChanged(dataFile)
  let acknowledged = false
  const reply = admin
    .call('DELETE', `/lexiconcategories/${categoryId}`)
    .then((r) => {
      acknowledged = r.status === 200
    })
    .catch(() => undefined)
  const deadline = Date.now() + KILL_DEADLINE_MS
  while ((await logChanged(dataFile)) === before && Date.now() < deadline);
  await server.kill9()
  await reply
  return acknowledged
}

export async function killDuringCascades(port: number, dataFile: string, rounds: number): Promise<CascadeCrashFigures> {
  let server = await startServerProcess({ port, dataFile, reset: true })
  const figures: CascadeCrashFigures = { rounds, entries: ENTRIES, halfApplied: 0, acknowledgedLost: 0, gone: 0 }
  try {
    for (let round = 1; round <= rounds; round++) {
      const admin = await signIn(server.url, 'admin')
      const categoryId = await categoryWithEntries(admin, round)
      // The sign-in and the entries are written, and a checkpoint they started has ended: the next change of the
      // log is the delete's.
      await new Promise((r) => setTimeout(r, SETTLE_MS))
      const acknowledged = await deleteAndKill(server, admin, dataFile, categoryId)
      server = await startServerProcess({ port, dataFile })
      const reader = await signIn(server.url, 'admin')
      const category = await reader.call('GET', `/lexiconcategories/${categoryId}`)
      const entries = await reader.call('GET', `/lexicon?take=1&categoryId=${categoryId}`)
      const left = (entries.body as { total?: number } | undefined)?.total ?? -1
      const whole = category.status === 200 && left === ENTRIES
      const gone = category.status === 404 && left === 0
      if (!whole && !gone) figures.halfApplied++
      if (gone) figures.gone++
      if (acknowledged && !gone) figures.acknowledgedLost++
    }
  } finally {
    await server.stop()
  }
  return figures
}

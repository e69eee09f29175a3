/**
 * A write must not block other requests. The server starts on a data file of about 5 MB of JSON (the seed
 * plus 50 lexicon entries of 100,000 characters of rich text, imported into its database), 20 clients read portion pages back to back, first
 * alone and then while one client PUTs a portion again and again (each PUT answered only once it is on disk).
 * Figures: the PUT median, and the reads' p99 with and without the writes.
 */
import { stat, writeFile } from 'node:fs/promises'
import { SEED_VERSION, buildSeed } from '../../mocks/seed'
import { percentile, signedInClients, signIn, type ApiClient } from './http'
import { startServerProcess } from './serverProcess'

export interface BigFileFigures {
  fileMb: number
  puts: number
  putMedian: number
  readsAlone: number
  readP99Alone: number
  readsDuringWrites: number
  readP99DuringWrites: number
  errors: number
}

const READERS = 20
const BIG_ENTRIES = 50
const PHASE_MS = 6000

async function writeBigFile(dataFile: string) {
  const seed = buildSeed()
  const lexicon = seed.collections.lexicon ?? []
  const template = lexicon[0]
  if (!template) throw new Error('the seed has lexicon entries')
  const firstId = Math.max(...lexicon.map((r) => r.id)) + 1
  const text = `<p>${'Lorem ipsum dolor sit amet. '.repeat(3571)}</p>`
  for (let i = 0; i < BIG_ENTRIES; i++)
    lexicon.push({ ...template, id: firstId + i, title: `Long entry ${i}`, text, Undeletable: false })
  await writeFile(
    dataFile,
    JSON.stringify({ version: SEED_VERSION, tokens: {}, tokenExpiry: {}, nextIds: {}, ...seed }),
  )
}

/** Readers loop until `stop()`; each latency is kept with the phase it fell in. */
function readLoop(readers: ApiClient[]) {
  const latencies: number[] = []
  let errors = 0
  let running = true
  const loops = readers.map(async (reader, i) => {
    while (running) {
      const reply = await reader.call('GET', `/portions?take=20&skip=${i % 3}`)
      if (reply.status !== 200) errors++
      latencies.push(reply.ms)
    }
  })
  return {
    take() {
      return latencies.splice(0)
    },
    errors: () => errors,
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}

export async function bigFileWrites(port: number, dataFile: string): Promise<BigFileFigures> {
  await writeBigFile(dataFile)
  // The server imports the JSON file into a database in its place: that database is the data file measured.
  const server = await startServerProcess({ port, dataFile })
  const bytes = async (file: string) => (await stat(file).catch(() => undefined))?.size ?? 0
  // Fresh writes sit in the write-ahead log until a checkpoint: the data is the database and its log.
  const fileMb = ((await bytes(dataFile)) + (await bytes(`${dataFile}-wal`))) / 2 ** 20
  try {
    const readers = await signedInClients(server.url, 'viewer', READERS)
    const writer = await signIn(server.url, 'viewer')
    const loop = readLoop(readers)
    // Warm-up, then reads alone.
    await new Promise((r) => setTimeout(r, 1000))
    loop.take()
    await new Promise((r) => setTimeout(r, PHASE_MS))
    const alone = loop.take()

    const puts: number[] = []
    let errors = 0
    const end = Date.now() + PHASE_MS
    for (let n = 0; Date.now() < end; n++) {
      const reply = await writer.call('PUT', '/portions', { id: 5, name: `Strawberries ${n}` })
      if (reply.status !== 200) errors++
      puts.push(reply.ms)
    }
    const during = loop.take()
    await loop.stop()
    return {
      fileMb,
      puts: puts.length,
      putMedian: percentile(puts, 50),
      readsAlone: alone.length,
      readP99Alone: percentile(alone, 99),
      readsDuringWrites: during.length,
      readP99DuringWrites: percentile(during, 99),
      errors: errors + loop.errors(),
    }
  } finally {
    await server.stop()
  }
}

/**
 * `npm run bench:server`: the local sandbox server (its own process, `npm run sandbox:server`'s entry) on loopback,
 * measured against its bars. Every loop is bounded in count and time. Prints the figures only (report.ts) and exits
 * non-zero when a bar is missed. Settings: BENCH_PORT (default 4390, as for `npm run bench`) is the server's port;
 * BENCH_CRASH_ROUNDS (default 5) the kill -9 rounds of each kind; BENCH_VERBOSE=1 says on stderr what it does.
 * `-- --store-only`: the store's figures alone; `-- --crash-only`: the kill -9 rounds alone.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { badInputs } from './badInputs'
import { bigFileWrites } from './bigFile'
import { crashRows } from './crashRows'
import { hubBurst } from './hubBurst'
import { hubFlood } from './hubFlood'
import { signIn } from './http'
import { mixedLoad } from './load'
import { failedAnswers, ms, print, progress, type Row } from './report'
import { startServerProcess } from './serverProcess'
import { storeRows } from './storeRows'

const PORT = Number(process.env.BENCH_PORT ?? 4390)
const CLIENTS = 50
const REQUESTS = 20_000
const LOAD_TIME_LIMIT_MS = 240_000
const HUB_SOCKETS = 50
/** Portions the store figures are taken with: about the seed's size, and a hundred times more. */
const STORE_SIZES = [1_000, 100_000] as const
const MIXED_SECONDS = 30
/**
 * The mixed load's p99 with 1,000 portions on the store before SQLite (one JSON file rewritten on every write),
 * measured by this bench on the same machine under the same sharing: the SQLite store must do no worse.
 */
const MIXED_P99_JSON_STORE_MS = 217.5
const STORE_ONLY = process.argv.includes('--store-only')
const CRASH_ONLY = process.argv.includes('--crash-only')
const CRASH_ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 5)

/** Runs one part of the bench; one that fails (a server that does not answer in time) is a failed row, not the end. */
async function guarded(rows: Row[], part: string, run: () => Promise<Row[]>) {
  try {
    rows.push(...(await run()))
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
    rows.push({ figure: `${part}: finished`, value: `no: ${message.replace(/\|/g, '/')}`, bar: 'yes', pass: false })
  }
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-server-'))
  // A built console stand-in next to a folder sharing its name's prefix (a path must not get out through it).
  await mkdir(join(dir, 'static'))
  await mkdir(join(dir, 'static-secret'))
  await writeFile(join(dir, 'static', 'index.html'), '<!doctype html><title>console</title>')
  await writeFile(join(dir, 'static-secret', 'secret.txt'), 'secret')
  const rows: Row[] = []
  let badRows: string[] = []
  try {
    if (CRASH_ONLY) {
      await guarded(rows, 'kill -9 rounds', () => crashRows(PORT, dir, CRASH_ROUNDS))
      return
    }
    for (const portions of STORE_SIZES) {
      progress(`Store figures with ${portions} portions …`)
      rows.push(
        ...(await storeRows(PORT, join(dir, `store-${portions}.db`), portions, MIXED_SECONDS, MIXED_P99_JSON_STORE_MS)),
      )
    }
    if (STORE_ONLY) return
    const server = await startServerProcess({
      port: PORT,
      dataFile: join(dir, 'data.db'),
      staticDir: join(dir, 'static'),
      reset: true,
      inspect: true,
    })
    const inspector = await server.inspector()
    try {
      await (await signIn(server.url, 'viewer')).call('GET', '/portions?take=7')
      await inspector.collectGarbage()
      const rssStart = await server.rssMb()
      const heapStart = await inspector.heapUsedMb()

      progress(`Load: ${CLIENTS} clients, ${REQUESTS} requests …`)
      const cpuBefore = await server.cpuMs()
      const load = await mixedLoad(server.url, CLIENTS, REQUESTS, LOAD_TIME_LIMIT_MS)
      const cpuPerRequest = ((await server.cpuMs()) - cpuBefore) / load.requests
      failedAnswers.push(...load.firstErrors)
      rows.push(
        {
          figure: `${CLIENTS} clients: requests done (mixed, 30 % writes)`,
          value: `${load.requests} in ${load.seconds.toFixed(1)} s`,
          bar: `= ${REQUESTS}`,
          pass: load.requests === REQUESTS,
        },
        { figure: `${CLIENTS} clients: errors`, value: String(load.errors), bar: '= 0', pass: load.errors === 0 },
        // No bar: the server's own cost, which the machine's other load does not change (latency it does).
        {
          figure: `${CLIENTS} clients: server CPU per request`,
          value: `${cpuPerRequest.toFixed(2)} ms`,
          bar: '(no bar)',
          pass: true,
        },
        {
          figure: `${CLIENTS} clients: p99 latency (p50 ${ms(load.p50)}, max ${ms(load.max)}; p99 of reads ${ms(load.readP99)}, of writes ${ms(load.writeP99)})`,
          value: ms(load.p99),
          bar: '≤ 250 ms',
          pass: load.p99 <= 250,
        },
      )

      progress(`Hub burst: ${HUB_SOCKETS} sockets …`)
      await guarded(rows, 'Hub burst', async () => {
        const hub = await hubBurst(server.url, HUB_SOCKETS)
        return [
          {
            figure: `${hub.sockets} hub sockets, burst of ${hub.events} lock and item events: messages lost`,
            value: `${hub.lost} of ${hub.expected} (${hub.seconds.toFixed(1)} s)`,
            bar: '= 0',
            pass: hub.lost === 0,
          },
        ]
      })

      progress('Hub flood: 10,000 messages from one connection while another user works …')
      await guarded(rows, 'Hub flood', async () => {
        const flood = await hubFlood(server.url)
        return [
          {
            figure: `Hub flood (${flood.sent} messages sent, ${flood.answered} answered, closed: ${flood.closedWith}): other user's hub call, max of ${flood.hubCount} (p99 ${ms(flood.hubP99)}; ${flood.hubErrors} failed)`,
            value: ms(flood.hubMax),
            bar: '≤ 200 ms',
            pass: flood.hubMax <= 200 && flood.hubErrors === 0,
          },
          {
            figure: `Hub flood: other user's list GET p99 (${flood.getCount} GETs)`,
            value: ms(flood.getP99),
            bar: '(no bar)',
            pass: true,
          },
        ]
      })

      await inspector.collectGarbage()
      const rssEnd = await server.rssMb()
      const heapEnd = await inspector.heapUsedMb()
      rows.push(
        {
          figure: `Server memory after the run, garbage collected (start ${rssStart.toFixed(0)} MB RSS)`,
          value: `+${(rssEnd - rssStart).toFixed(1)} MB`,
          bar: '≤ +100 MB',
          pass: rssEnd - rssStart <= 100,
        },
        {
          figure: `Server JS heap kept after the run (start ${heapStart.toFixed(1)} MB)`,
          value: `${heapEnd >= heapStart ? '+' : ''}${(heapEnd - heapStart).toFixed(1)} MB`,
          bar: '≤ +10 MB',
          pass: heapEnd - heapStart <= 10,
        },
      )

      progress('Bad inputs …')
      await guarded(rows, 'Bad inputs', async () => {
        const bad = await badInputs(server.url)
        const refused = bad.results.filter((r) => r.refused).length
        badRows = bad.results.map(
          (r) => `| ${r.kind} | ${r.answer.replace(/\|/g, '/')} | ${r.refused ? 'pass' : '**FAIL**'} |`,
        )
        return [
          {
            figure: `Bad inputs refused (4xx, refused hub call or socket closed with its code; another person's sign-in works), ${bad.results.length} kinds`,
            value: String(refused),
            bar: `= ${bad.results.length}`,
            pass: refused === bad.results.length,
          },
          {
            figure: 'Records equal before and after the bad inputs',
            value: bad.recordsEqual ? 'yes' : 'no',
            bar: 'yes',
            pass: bad.recordsEqual,
          },
        ]
      })
    } finally {
      inspector.close()
      await server.stop()
    }

    await guarded(rows, 'kill -9 rounds', () => crashRows(PORT, dir, CRASH_ROUNDS))

    progress('Writes on a 5 MB data file while 20 clients read …')
    await guarded(rows, 'Big data file', async () => {
      const big = await bigFileWrites(PORT, join(dir, 'big.json'))
      return [
        {
          figure: `${big.fileMb.toFixed(1)} MB data file: PUT median while 20 clients read (${big.puts} PUTs, each on disk before its answer)`,
          value: ms(big.putMedian),
          bar: '(no bar)',
          pass: true,
        },
        {
          figure: `${big.fileMb.toFixed(1)} MB data file: reads' p99 while the PUTs run (${big.readsDuringWrites} reads; without writes ${ms(big.readP99Alone)}, ${big.readsAlone} reads)`,
          value: ms(big.readP99DuringWrites),
          bar: '≤ 2 × without writes',
          pass: big.readP99DuringWrites <= 2 * big.readP99Alone,
        },
        {
          figure: `${big.fileMb.toFixed(1)} MB data file: errors`,
          value: String(big.errors),
          bar: '= 0',
          pass: big.errors === 0,
        },
      ]
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
    print(rows, badRows)
  }
}

await main()

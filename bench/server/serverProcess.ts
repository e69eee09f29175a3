/** The sandbox server as its own process (`npm run sandbox:server`'s entry), so it can be measured and killed -9. */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { connectInspector, inspectorAddress, type Inspector } from './inspector'

const PROJECT = fileURLToPath(new URL('../..', import.meta.url))
const MAIN = fileURLToPath(new URL('../../mocks/server/main.ts', import.meta.url))
const START_TIMEOUT_MS = 30_000
/**
 * The young generation's ceiling Node 20 had (16 MB semi-spaces). Node 24's V8 sizes it from the machine's memory
 * and grows it under load to 32 MB semi-spaces and more, which it keeps committed even after a collection: scratch
 * space, not data the server holds, yet resident. The memory bar was set on Node 20 to catch what the server keeps,
 * so the bench measures with that ceiling (docs/bench.md, "Server memory").
 */
const YOUNG_GENERATION = '--max-semi-space-size=16'

export interface ServerProcess {
  url: string
  pid: number
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb(): Promise<number>
  /** CPU time the server process has used so far, in ms (user + system; Linux /proc, 100 ticks a second). */
  cpuMs(): Promise<number>
  /** The process's V8 (started with `inspect`). */
  inspector(): Promise<Inspector>
  /** SIGKILL: no shutdown, no last write. */
  kill9(): Promise<void>
  stop(): Promise<void>
  output(): string
}

export interface ServerSettings {
  port: number
  dataFile: string
  staticDir?: string
  reset?: boolean
  /** `--seed-portions N`: portions filled up to N records. */
  seedPortions?: number
  /** Open V8's inspector on a loopback port, for `inspector()`. */
  inspect?: boolean
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once('exit', () => done()))
}

export async function startServerProcess(settings: ServerSettings): Promise<ServerProcess> {
  const args = [
    ...(settings.reset ? ['--reset'] : []),
    ...(settings.seedPortions ? ['--seed-portions', String(settings.seedPortions)] : []),
  ]
  const child = spawn(
    process.execPath,
    [YOUNG_GENERATION, ...(settings.inspect ? ['--inspect=127.0.0.1:0'] : []), '--import', 'tsx', MAIN, ...args],
    {
      // tsx resolves from the working directory: the project's.
      cwd: PROJECT,
      env: {
        ...process.env,
        PORT: String(settings.port),
        DATA_FILE: settings.dataFile,
        ...(settings.staticDir ? { STATIC_DIR: settings.staticDir } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let log = ''
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`sandbox server did not start in ${START_TIMEOUT_MS} ms:\n${log}`)),
      START_TIMEOUT_MS,
    )
    const read = (chunk: Buffer) => {
      log += chunk.toString()
      const started = /Sandbox server on (http:\/\/\S+)/.exec(log)
      if (started?.[1]) {
        clearTimeout(timer)
        done(started[1])
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`sandbox server exited (${code}):\n${log}`))
    })
  })
  const pid = child.pid ?? 0
  return {
    url,
    pid,
    async rssMb() {
      const status = await readFile(`/proc/${pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024
    },
    async cpuMs() {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? []
      return (Number(stat[11]) + Number(stat[12])) * 10
    },
    async kill9() {
      child.kill('SIGKILL')
      await exited(child)
    },
    async stop() {
      child.kill('SIGTERM')
      await exited(child)
    },
    inspector() {
      const address = inspectorAddress(log)
      return address ? connectInspector(address) : Promise.reject(new Error('the server was started without inspect'))
    },
    output: () => log,
  }
}

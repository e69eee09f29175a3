// @vitest-environment node
/** Settings the server cannot start with: each is one line on stderr and exit code 1, never a stack trace. */
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, expect, test } from 'vitest'

const PROJECT = fileURLToPath(new URL('../..', import.meta.url))
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))
const START_LINE = 'Sandbox server on'

/** Runs `npm run sandbox:server`'s entry with these settings; one that starts after all is stopped at once. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATA_FILE: _data, STATIC_DIR: _static, PORT: _port, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: PROJECT,
    env: { ...inherited, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const read = (chunk: Buffer) => {
    output += chunk.toString()
    if (output.includes(START_LINE)) child.kill('SIGTERM')
  }
  child.stdout.on('data', read)
  child.stderr.on('data', read)
  return new Promise((done) => child.once('close', (code) => done({ code, output })))
}

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-startup-'))
  await mkdir(join(dir, 'dist'))
})

/** Exit code 1 and a single line saying what is wrong. */
function expectOneLine({ code, output }: { code: number | null; output: string }, says: RegExp) {
  expect(output).not.toContain(START_LINE)
  expect(output.trim().split('\n'), output).toHaveLength(1)
  expect(output).toMatch(says)
  expect(code).toBe(1)
}

test('a DATA_FILE inside STATIC_DIR (it would be served) refuses to start', async () => {
  expectOneLine(
    await start({ STATIC_DIR: join(dir, 'dist'), DATA_FILE: join(dir, 'dist', 'data.db') }),
    /^sandbox server: DATA_FILE .* lies inside STATIC_DIR/,
  )
})

test('STATIC_DIR=. with the default data file (in the project) refuses to start', async () => {
  expectOneLine(await start({ STATIC_DIR: '.' }), /lies inside STATIC_DIR \./)
})

test('a data folder where no file can be created is one line', async () => {
  // /proc takes no new files, even for root (who may write to a folder chmod made read-only).
  expectOneLine(await start({ DATA_FILE: '/proc/sandbox-data.db' }), /^sandbox server: .*\/proc\/sandbox-data\.db/)
})

test('a port that is not one is one line', async () => {
  expectOneLine(await start({ PORT: '99999', DATA_FILE: join(dir, 'port.db') }), /^sandbox server: PORT .*99999/)
})

test('a STATIC_DIR that is not a folder is one line', async () => {
  expectOneLine(
    await start({ STATIC_DIR: join(dir, 'missing'), DATA_FILE: join(dir, 'static.db') }),
    /^sandbox server: STATIC_DIR .*missing is not a folder/,
  )
})

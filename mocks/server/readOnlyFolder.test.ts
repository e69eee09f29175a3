// @vitest-environment node
/**
 * A data folder the server may not write (a read-only mount, a folder of another owner, an immutable one): a healthy
 * database in it is served as it is. Reads and sign-ins work; every change answers 507 and leaves the file alone.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, writeFileSync, rmSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { tokenFor } from '../../src/test/support/localServer'
import { startSandboxServer } from './sandboxServer'
import { apiOf, withServerOn } from './serverOnFile'

let dir: string
let dataFile: string
let lockedPaths: string[] = []

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-read-only-'))
  dataFile = join(dir, 'data.db')
})

afterEach(async () => {
  for (const path of lockedPaths) unlock(path)
  lockedPaths = []
  await rm(dir, { recursive: true, force: true })
})

const isRoot = () => process.getuid?.() === 0

/**
 * Makes a folder or file read-only for this process. Root passes by a folder's mode, so for root it is made
 * immutable (chattr +i), which even root cannot write. False when neither works here (no chattr, another file system).
 */
function lock(path: string): boolean {
  try {
    if (isRoot()) execFileSync('chattr', ['+i', path], { stdio: 'ignore' })
    else chmodSync(path, 0o555)
    lockedPaths.push(path)
  } catch {
    return false
  }
  try {
    // Proof that it took: no file can be made in the folder (or written over the file).
    const probe = path === dir ? join(dir, 'probe') : path
    writeFileSync(probe, 'x', { flag: path === dir ? 'wx' : 'a' })
    if (path === dir) rmSync(probe)
    return false
  } catch {
    return true
  }
}

function unlock(path: string) {
  if (isRoot()) execFileSync('chattr', ['-i', path], { stdio: 'ignore' })
  else chmodSync(path, 0o755)
}

const READ_ONLY_ANSWER = {
  message:
    'The sandbox server could not save this change: its data file is read-only. Nothing was changed; try again later.',
}

/** A database with one record of its own, written and closed by a server that could write. */
async function writtenDatabase(): Promise<number> {
  return withServerOn(dataFile, {}, async (server) => {
    const call = apiOf(server.url, await tokenFor(server.url, 'admin'))
    const created = await call('POST', '/webpages', { title: 'Written before', slug: 'written-before' })
    return ((await created.json()) as { id: number }).id
  })
}

test.for([
  ['its folder', () => dir],
  ['the file itself', () => dataFile],
] as const)(
  '9.1 a healthy database in a read-only place (%s) starts, serves reads, and answers writes 507',
  async ([, path], ctx) => {
    const id = await writtenDatabase()
    const before = await readdir(dir)
    if (!lock(path())) return ctx.skip()
    await withServerOn(dataFile, {}, async (server) => {
      expect(server.notice).toMatch(/data file .*data\.db is read-only .*changes answer 507/)
      // A sign-in is kept in memory: reading needs one, and the file takes none.
      const call = apiOf(server.url, await tokenFor(server.url, 'admin'))
      const record = await call('GET', `/webpages/${id}`)
      expect(record.status).toBe(200)
      expect(await record.json()).toMatchObject({ title: 'Written before' })
      const list = (await (await call('GET', '/webpages?take=5&search=written')).json()) as { total: number }
      expect(list.total).toBe(1)

      const announced: unknown[] = []
      server.store.onWrite((event) => announced.push(event))
      const writes = await Promise.all([
        call('POST', '/webpages', { title: 'Not kept', slug: 'not-kept' }),
        call('PUT', '/webpages', { id, title: 'Not changed' }),
        call('DELETE', `/webpages/${id}`),
      ])
      for (const answer of writes) {
        expect(answer.status).toBe(507)
        expect(await answer.json()).toEqual(READ_ONLY_ANSWER)
      }
      expect(announced).toEqual([])
      expect(await (await call('GET', `/webpages/${id}`)).json()).toMatchObject({ title: 'Written before' })
      // Signing in again and out keeps working.
      const other = await tokenFor(server.url, 'viewer')
      expect((await apiOf(server.url, other)('GET', '/portions?take=1')).status).toBe(200)
    })
    expect(await readdir(dir)).toEqual(before)
  },
)

test('9.2 a read-only folder whose -wal file holds the last writes serves them too', async (ctx) => {
  // A server that keeps running holds its -wal and -shm open, as a kill -9 leaves them.
  await withServerOn(dataFile, {}, async (writer) => {
    const call = apiOf(writer.url, await tokenFor(writer.url, 'admin'))
    const created = await call('POST', '/webpages', { title: 'Only in the log', slug: 'only-in-log' })
    const { id } = (await created.json()) as { id: number }
    if (!lock(dir)) return ctx.skip()
    try {
      await withServerOn(dataFile, {}, async (reader) => {
        expect(reader.notice).toMatch(/read-only/)
        const read = apiOf(reader.url, await tokenFor(reader.url, 'admin'))
        expect(await (await read('GET', `/webpages/${id}`)).json()).toMatchObject({ title: 'Only in the log' })
      })
    } finally {
      unlock(dir)
      lockedPaths = lockedPaths.filter((p) => p !== dir)
    }
  })
})

test.for([
  ['no database at all', (): void => undefined, /DATA_FILE .*data\.db cannot be created: its folder is read-only/],
  [
    'a file that is not a sandbox database',
    (): void => writeFileSync(dataFile, 'not a database'),
    /DATA_FILE .*data\.db .*cannot be kept aside: it is read-only/,
  ],
] as const)('9.3 a read-only folder with %s: the start fails with one line', async ([, make, says], ctx) => {
  make()
  if (!lock(dir)) return ctx.skip()
  await expect(startSandboxServer({ port: 0, dataFile })).rejects.toThrow(says)
})

test('9.4 --reset of a read-only data file fails with one line and changes nothing', async (ctx) => {
  await writtenDatabase()
  if (!lock(dir)) return ctx.skip()
  await expect(startSandboxServer({ port: 0, dataFile, reset: true })).rejects.toThrow(
    /DATA_FILE .*data\.db cannot be reset: it is read-only/,
  )
})

test('9.5 --seed-portions that would add portions to a read-only data file fails with one line', async (ctx) => {
  await writtenDatabase()
  if (!lock(dir)) return ctx.skip()
  await expect(startSandboxServer({ port: 0, dataFile, seedPortions: 50 })).rejects.toThrow(
    /^DATA_FILE .*data\.db cannot take the \d+ portions --seed-portions asks for: the data file .* is read-only/,
  )
  // Portions it already holds ask for nothing: it starts.
  await withServerOn(dataFile, { seedPortions: 5 }, async (server) => expect(server.notice).toMatch(/read-only/))
})

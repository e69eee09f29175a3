// @vitest-environment node
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { buildSeed, SEED_VERSION } from '../seed'
import { parseListQuery } from '../handlers/listQuery'
import { RESOURCES } from '../handlers/resourceTable'
import { answerList } from '../store/listQuery'
import { MAX_RECORDS_PER_COLLECTION } from '../store/store'
import { StoreWriteError } from '../store/persistence'
import type { SandboxState } from '../store/types'
import { startSandboxServer } from './sandboxServer'
import { apiOf, withServerOn } from './serverOnFile'
import { sqlitePersistence } from './sqlitePersistence'
import { APPLICATION_ID, SCHEMA_VERSION } from './schema'
import { tokenFor } from '../../src/test/support/localServer'

let dir: string
let dataFile: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-data-'))
  dataFile = join(dir, 'data.db')
})

/** A record as the database file holds it, read by a connection of its own (what a restart would find). */
function onDisk(resource: string, id: number): unknown {
  const db = new DatabaseSync(dataFile, { readOnly: true })
  try {
    const row = db.prepare('SELECT body FROM records WHERE resource = ? AND id = ?').get(resource, id)
    return row ? JSON.parse(String(row.body)) : undefined
  } finally {
    db.close()
  }
}

const ours = () => ({ version: SEED_VERSION, tokens: {}, signInGenerations: {}, nextIds: {}, ...buildSeed() })

test('records and sign-ins survive a restart; the write is in the database before its 200', async () => {
  const { token, id } = await withServerOn(dataFile, {}, async (server) => {
    const token = await tokenFor(server.url, 'admin')
    const created = await apiOf(server.url, token)('POST', '/webpages', { title: 'Kept', slug: 'kept' })
    expect(created.status).toBe(200)
    const { id } = (await created.json()) as { id: number }
    expect(onDisk('webpages', id)).toMatchObject({ slug: 'kept' })
    return { token, id }
  })
  await withServerOn(dataFile, {}, async (server) => {
    const again = await apiOf(server.url, token)('GET', `/webpages/${id}`)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ title: 'Kept' })
  })
  expect((await readdir(dir)).sort()).toEqual(['data.db'])
})

test('reset returns to the seed and signs everyone out', async () => {
  const token = await withServerOn(dataFile, {}, async (server) => {
    const token = await tokenFor(server.url, 'admin')
    await apiOf(server.url, token)('POST', '/webpages', { title: 'Gone', slug: 'gone' })
    return token
  })
  await withServerOn(dataFile, { reset: true }, async (server) => {
    expect(server.store.records('webpages').some((r) => r.slug === 'gone')).toBe(false)
    expect((await apiOf(server.url, token)('GET', '/webpages')).status).toBe(401)
  })
})

test('a token expires after the server’s token lifetime', async () => {
  // The server's clock is moved, not waited for: on a busy machine a short lifetime ran out before the first request.
  await withServerOn(dataFile, { tokenTtlMs: 60000 }, async (server) => {
    const token = await tokenFor(server.url, 'viewer')
    expect((await apiOf(server.url, token)('GET', '/portions?take=1')).status).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 60001)
      expect((await apiOf(server.url, token)('GET', '/portions?take=1')).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })
})

test('POST /auth/logout revokes the caller’s token, also after a restart', async () => {
  const token = await withServerOn(dataFile, {}, async (server) => {
    const token = await tokenFor(server.url, 'viewer')
    expect((await apiOf(server.url, token)('POST', '/auth/logout')).status).toBe(200)
    expect((await apiOf(server.url, token)('GET', '/portions?take=1')).status).toBe(401)
    return token
  })
  await withServerOn(dataFile, {}, async (server) => {
    expect((await apiOf(server.url, token)('GET', '/portions?take=1')).status).toBe(401)
  })
})

test('a reset that cannot take its port (the server already runs) leaves the data file alone', async () => {
  await withServerOn(dataFile, {}, async (server) => {
    const token = await tokenFor(server.url, 'admin')
    const created = await apiOf(server.url, token)('POST', '/webpages', { title: 'Still here', slug: 'still-here' })
    const { id } = (await created.json()) as { id: number }
    const port = Number(new URL(server.url).port)
    await expect(startSandboxServer({ port, dataFile, reset: true })).rejects.toThrow(/EADDRINUSE/)
    expect(onDisk('webpages', id)).toMatchObject({ slug: 'still-here' })
  })
})

test('two writes to one record at once are both answered; the second wins whole, in memory and on disk', async () => {
  await withServerOn(dataFile, {}, async (server) => {
    const call = apiOf(server.url, await tokenFor(server.url, 'viewer'))
    const first = { id: 4, name: 'First writer', servingId: 1, amount: 1, unit: 'g', kcal: 1 }
    const second = { id: 4, name: 'Second writer', servingId: 2, amount: 2, unit: 'cup', kcal: 2 }
    const answers = await Promise.all([call('PUT', '/portions', first), call('PUT', '/portions', second)])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const stored = (await (await call('GET', '/portions/4')).json()) as Record<string, unknown>
    // Each answer is the record as that write left it; the stored one is the later write's, not a mix of both.
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Record<string, unknown>[]
    const winner = bodies.find((b) => b.name === stored.name)
    expect(winner).toEqual(stored)
    expect(stored).toMatchObject(stored.name === 'Second writer' ? second : first)
    expect(onDisk('portions', 4)).toMatchObject({ name: stored.name, unit: stored.unit, kcal: stored.kcal })
  })
})

describe('a write the disk does not take answers 507, is not applied, and reads keep working', () => {
  test.each([
    ['a full disk', 'ENOSPC', 'its disk is full'],
    ['a read-only file', 'EROFS', 'its data file is read-only'],
    ['a failing disk', 'EIO', 'writing its data file failed (EIO)'],
  ])('%s', async (_case, code, why) => {
    let failing = false
    await withServerOn(dataFile, { writeFault: () => (failing ? code : undefined) }, async (server) => {
      const token = await tokenFor(server.url, 'admin')
      const call = apiOf(server.url, token)
      const announced: unknown[] = []
      server.store.onWrite((event) => announced.push(event))
      const before = await (await call('GET', '/webpages/1')).json()
      const deletable = server.store.records('webpages').find((r) => !r.Undeletable)?.id

      failing = true
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, (_, i) => call('POST', '/webpages', { title: `Lost ${i}`, slug: `lost-${i}` })),
        call('PUT', '/webpages', { id: 1, title: 'Changed while full' }),
        call('DELETE', `/webpages/${deletable}`),
      ])
      for (const answer of answers) {
        const body: unknown = await answer.json()
        expect(answer.status, JSON.stringify(body)).toBe(507)
        expect(body).toEqual({
          message: `The sandbox server could not save this change: ${why}. Nothing was changed; try again later.`,
        })
      }
      const list = (await (await call('GET', '/webpages?take=1000')).json()) as { values: { slug: string }[] }
      expect(list.values.some((r) => r.slug.startsWith('lost-'))).toBe(false)
      expect(await (await call('GET', '/webpages/1')).json()).toEqual(before)
      expect((await call('GET', `/webpages/${deletable}`)).status).toBe(200)
      expect(announced).toEqual([])
      // Beside the database, only SQLite's own write-ahead log and its index.
      expect((await readdir(dir)).sort()).toEqual(['data.db', 'data.db-shm', 'data.db-wal'])

      failing = false
      const kept = await call('POST', '/webpages', { title: 'Kept after space returned', slug: 'kept-after' })
      expect(kept.status).toBe(200)
      expect(announced).toHaveLength(1)
    })
    await withServerOn(dataFile, {}, async (server) => {
      const token = await tokenFor(server.url, 'admin')
      const list = (await (await apiOf(server.url, token)('GET', '/webpages?take=1000')).json()) as {
        values: { slug: string }[]
      }
      expect(list.values.map((r) => r.slug)).toContain('kept-after')
      expect(list.values.some((r) => r.slug.startsWith('lost-'))).toBe(false)
    })
    expect(await readdir(dir)).toEqual(['data.db'])
  })

  test('a sign-in the disk does not take answers 507, and the token it would have given signs nobody in', async () => {
    let diskFull = false
    await withServerOn(dataFile, { writeFault: () => (diskFull ? 'ENOSPC' : undefined) }, async (server) => {
      diskFull = true
      const answer = await apiOf(server.url)('POST', '/auth/login', { username: 'viewer', password: 'viewer' })
      expect(answer.status).toBe(507)
      expect(Object.keys(server.store.state.tokens)).toEqual([])
    })
  })
})

describe('a data file the server cannot serve is kept aside with one line, and the server starts from the seed', () => {
  const withPortions = (portions: unknown) => {
    const data = ours()
    return { ...data, collections: { ...data.collections, portions } }
  }
  const { collections: _dropped, ...withoutCollections } = ours()
  const json = (content: unknown) => () => writeFile(dataFile, JSON.stringify(content, null, 2))
  /** A SQLite database written by `write`, then closed. */
  const database = (write: (db: DatabaseSync) => void) => async () => {
    const db = new DatabaseSync(dataFile)
    write(db)
    db.close()
  }
  /** A database the server wrote, then changed by `change`. */
  const sandboxDatabase = (change: (db: DatabaseSync) => void) => async () => {
    await withServerOn(dataFile, {}, async () => undefined)
    await database(change)()
  }
  const cases: [string, () => Promise<void>, RegExp][] = [
    ['JSON cut off', () => writeFile(dataFile, '{"version": 2, "collections": {"portions": ['), /could not be read/],
    ['text that is neither', () => writeFile(dataFile, 'hello'), /is not a sandbox data file/],
    [
      'a copy of package.json',
      json({ name: 'nutrition-console', version: '0.1.0', scripts: {} }),
      /is not a sandbox data file/,
    ],
    [
      'an older JSON version with 309 records',
      json({ ...withPortions(Array.from({ length: 309 }, (_, i) => ({ id: i + 1, name: `P${i}` }))), version: 1 }),
      new RegExp(`was written by sandbox data version 1, and this server reads version ${SEED_VERSION}`),
    ],
    [
      'JSON with a record of a wrong type',
      json(withPortions([{ id: 1, name: 7 }])),
      /is damaged \(collections\.portions\[0\]\.name: /,
    ],
    ['JSON without collections', json(withoutCollections), /is damaged \(collections: /],
    [
      'another program’s SQLite database',
      database((db) => db.exec('CREATE TABLE songs (title TEXT)')),
      /is a SQLite database of another program/,
    ],
    [
      'a sandbox database of a newer schema',
      database((db) =>
        db.exec(`PRAGMA application_id = ${APPLICATION_ID}; PRAGMA user_version = 99; CREATE TABLE t (x)`),
      ),
      new RegExp(`has schema version 99, and this server knows versions up to ${SCHEMA_VERSION}`),
    ],
    [
      '3.1 a sandbox database of another seed version',
      sandboxDatabase((db) => db.exec("UPDATE meta SET value = '1' WHERE key = 'seedVersion'")),
      new RegExp(`was written by sandbox data version 1, and this server reads version ${SEED_VERSION}`),
    ],
    [
      '11.1 a sandbox database with a record that is not JSON',
      sandboxDatabase((db) => db.exec('UPDATE records SET body = \'{"id": 1,\' WHERE rowid = 1')),
      /is damaged \(a record is not a JSON object\)/,
    ],
    [
      '11.2 a sandbox database missing a table',
      sandboxDatabase((db) => db.exec('DROP TABLE sign_ins')),
      /is damaged \(the table sign_ins is missing\)/,
    ],
    [
      'a damaged sandbox database',
      async () => {
        await withServerOn(dataFile, {}, async () => undefined)
        const bytes = await readFile(dataFile)
        // Pages after the first (the schema) overwritten: SQLite's integrity check fails.
        bytes.fill(0x5a, 4096, Math.min(bytes.length, 4096 * 6))
        await writeFile(dataFile, bytes)
      },
      /is damaged \(/,
    ],
  ]
  test.each(cases)('%s', async (_case, write, reason) => {
    await write()
    const content = await readFile(dataFile)
    await withServerOn(dataFile, {}, async (server) => {
      expect(server.notice).toMatch(reason)
      expect(server.notice).toMatch(/the server starts from the seed\. The file was kept as .*data\.db\.corrupt-/)
      expect(server.notice).not.toContain('\n')
      const token = await tokenFor(server.url, 'viewer')
      const list = await apiOf(server.url, token)('GET', '/portions?take=1000')
      expect(list.status).toBe(200)
      expect(((await list.json()) as { total: number }).total).toBe(buildSeed().collections.portions?.length)
    })
    // SQLite's companions (-wal, -shm) go with the file they belong to.
    const aside = (await readdir(dir)).filter(
      (name) => name.startsWith('data.db.corrupt-') && !/-(wal|shm)$/.test(name),
    )
    expect(aside).toHaveLength(1)
    expect(await readFile(join(dir, aside[0] ?? ''))).toEqual(content)
  })
})

describe('a JSON data file of an earlier server is imported once, then kept aside', () => {
  const withWebpage = () => {
    const data = ours()
    const webpages = data.collections.webpages ?? []
    webpages.push({ ...webpages[0], id: 9001, title: 'From the JSON file', slug: 'from-json', Undeletable: false })
    // As an older server wrote it: sign-ins bound to a username, no sign-in generations.
    const { signInGenerations: _none, ...older } = data
    return { ...older, tokens: { 'sbx-old': 'viewer' }, tokenExpiry: {} }
  }

  test('the project’s .sandbox-data.json beside a new database', async () => {
    const legacy = join(dir, '.sandbox-data.json')
    await writeFile(legacy, JSON.stringify(withWebpage()))
    await withServerOn(dataFile, { legacyJsonFile: legacy }, async (server) => {
      expect(server.notice).toMatch(
        /^The data file .*\.sandbox-data\.json was imported into .*data\.db; it was kept as .*\.sandbox-data\.json\.imported-/,
      )
      expect(server.store.find('webpages', 9001)).toMatchObject({ slug: 'from-json' })
    })
    // Kept aside: the next start neither imports it again nor says anything.
    await withServerOn(dataFile, { legacyJsonFile: legacy }, async (server) => {
      expect(server.notice).toBeUndefined()
      expect(onDisk('webpages', 9001)).toMatchObject({ slug: 'from-json' })
    })
    expect((await readdir(dir)).filter((name) => name.includes('.json')).length).toBe(1)
  })

  test('DATA_FILE naming a JSON data file', async () => {
    await writeFile(dataFile, JSON.stringify(withWebpage()))
    await withServerOn(dataFile, {}, async (server) => {
      expect(server.notice).toMatch(
        /was imported into a sandbox database in its place; the JSON file was kept as .*data\.db\.imported-/,
      )
      expect(server.store.find('webpages', 9001)).toMatchObject({ slug: 'from-json' })
    })
    expect(onDisk('webpages', 9001)).toMatchObject({ slug: 'from-json' })
  })
})

test('seedPortions fills portions with realistic records, lists them by search and filter, and raises the cap by as many', async () => {
  await withServerOn(dataFile, { seedPortions: 2000 }, async (server) => {
    const call = apiOf(server.url, await tokenFor(server.url, 'viewer'))
    const all = (await (await call('GET', '/portions?take=3')).json()) as { total: number; values: { id: number }[] }
    expect(all.total).toBe(2000)
    expect(all.values.map((r) => r.id)).toEqual([2000, 1999, 1998])
    type Page = { total: number; values: { name: string; servingId: number }[] }
    const raw = (await (await call('GET', '/portions?take=5&search=RAW')).json()) as Page
    expect(raw.total).toBeGreaterThan(0)
    const servingId = raw.values[0]?.servingId
    const filtered = (await (await call('GET', `/portions?take=5&search=RAW&filter=${servingId}`)).json()) as Page
    expect(filtered.total).toBeGreaterThan(0)
    expect(filtered.total).toBeLessThanOrEqual(raw.total)
    for (const r of filtered.values) expect(r).toMatchObject({ name: expect.stringMatching(/raw/i), servingId })
    expect((await call('POST', '/portions', { name: 'One more', servingId: 1, amount: 1 })).status).toBe(200)
    expect(server.store.records('portions').length).toBeLessThan(2000 + MAX_RECORDS_PER_COLLECTION)
  })
  // A second start with the same option adds none.
  await withServerOn(dataFile, { seedPortions: 2000 }, async (server) =>
    expect(server.store.records('portions')).toHaveLength(2001),
  )
}, 60_000)

test('every list answered in SQL equals the in-memory answer: search (indexed, short, in HTML, hidden fields), parent, filters, paging', async () => {
  await withServerOn(dataFile, { seedPortions: 600 }, async (server) => {
    const call = apiOf(server.url, await tokenFor(server.url, 'chief'))
    const id = (value: unknown) => (value as { id: number }).id
    const queries = [
      'take=1000',
      'take=7',
      'take=5&skip=3',
      'take=20&skip=590',
      ...['a', 'RA', 'raw', ' Raw ', 'banana, raw', 'ice', 'p>', '<p', 'é', '"', '%', 'zzz-none', 'chief', 'admin'].map(
        (term) => `take=20&search=${encodeURIComponent(term)}`,
      ),
      'take=1000&search=raw&filter=2',
      'filter=3&take=4&skip=2',
      'take=1000&state=1',
      'take=1000&state=2&search=in',
    ]
    for (const spec of RESOURCES) {
      const parentIds = spec.parent ? ['1', '2'].map((v) => `take=1000&${spec.parent?.key}=${v}`) : []
      for (const q of [...queries, ...parentIds, ...parentIds.map((p) => `${p}&search=e`)]) {
        const params = new URLSearchParams(q)
        const query = parseListQuery(spec, params)
        if (typeof query === 'string') throw new Error(`${spec.name}?${q}: ${query}`)
        const reply = await call('GET', `${spec.path}?${q}`)
        if (reply.status !== 200) continue
        const got = (await reply.json()) as { values: unknown[]; total: number }
        const want = answerList(server.store.records(spec.name), query)
        expect({ total: got.total, ids: got.values.map(id) }, `${spec.name}?${q}`).toEqual({
          total: want.total,
          ids: want.values.map(id),
        })
      }
    }
  })
}, 120_000)

test('a search finds a record of a collection whose first write the disk did not take', async () => {
  let failing = false
  const indexing = () => ({ hidden: [] })
  const first = sqlitePersistence(dataFile, { indexing, fault: () => (failing ? 'ENOSPC' : undefined) })
  const state: SandboxState = { ...ours(), collections: {} }
  first.save(state)
  failing = true
  state.collections.notes = [{ id: 1, title: 'Apple pie' }]
  expect(() => first.save(state, [{ resource: 'notes', id: 1 }])).toThrow(StoreWriteError)
  failing = false
  const reloaded = first.load() as SandboxState
  reloaded.collections.notes = [{ id: 1, title: 'Apple pie' }]
  first.save(reloaded, [{ resource: 'notes', id: 1 }])
  await first.close()
  const second = sqlitePersistence(dataFile, { indexing })
  try {
    expect(second.list?.('notes', { take: 10, skip: 0, term: 'apple', hidden: [], filters: [] })?.total).toBe(1)
  } finally {
    await second.close()
  }
})

describe('a DATA_FILE the server cannot use is one line and exit code 1, no stack trace', () => {
  const run = (file: string) =>
    new Promise<{ code: number | null; stderr: string }>((done) => {
      // Node itself, not npm or npx: they may add their own warnings (an unknown key in a user's .npmrc) to stderr.
      execFile(
        process.execPath,
        ['--import', 'tsx', 'mocks/server/main.ts'],
        { env: { ...process.env, PORT: '0', DATA_FILE: file }, timeout: 60_000 },
        (error, _stdout, stderr) =>
          done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stderr }),
      )
    })

  test('in a missing folder', async () => {
    const file = join(dir, 'missing', 'data.db')
    await expect(startSandboxServer({ port: 0, dataFile: file })).rejects.toThrow(/the folder .*missing does not exist/)
    const { code, stderr } = await run(file)
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^sandbox server: DATA_FILE .* the folder .*missing does not exist/),
    ])
  }, 60_000)

  test('a folder', async () => {
    const folder = join(dir, 'folder.db')
    await mkdir(folder)
    await expect(startSandboxServer({ port: 0, dataFile: folder })).rejects.toThrow(/is a folder/)
    const { code, stderr } = await run(folder)
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^sandbox server: DATA_FILE .*folder\.db is a folder/),
    ])
  }, 60_000)
})

test('12.1 a search holding NUL or another character no text holds answers an empty page, never 5xx', async () => {
  await withServerOn(dataFile, {}, async (server) => {
    const call = apiOf(server.url, await tokenFor(server.url, 'viewer'))
    for (const term of ['\u0000', 'a\u0000b', 'ban\u0000', '\u001f', 'a\u001fb', 'raw\u202e']) {
      const reply = await call('GET', `/portions?take=7&search=${encodeURIComponent(term)}`)
      expect(reply.status, JSON.stringify(term)).toBe(200)
      expect(await reply.json()).toEqual({ values: [], total: 0 })
    }
  })
})

test('5.1 a cascade delete is one transaction: cut short midway, the parent and all its children are kept', async () => {
  let savesLeft = Infinity
  await withServerOn(dataFile, { writeFault: () => (savesLeft-- > 0 ? undefined : 'ENOSPC') }, async (server) => {
    const { store } = server
    const entriesOf = (categoryId: number) => store.records('lexicon').filter((r) => r.categoryId === categoryId)
    const category = store
      .records('lexiconcategories')
      .find((c) => !c.Undeletable && entriesOf(c.id).length >= 3 && !entriesOf(c.id).some((e) => e.Undeletable))
    if (!category) throw new Error('the seed has no deletable category with entries')
    const entries = entriesOf(category.id).length
    const call = apiOf(server.url, await tokenFor(server.url, 'admin'))
    // The disk takes two more saves, then no more.
    savesLeft = 2
    const reply = await call('DELETE', `/lexiconcategories/${category.id}`)
    savesLeft = Infinity
    const kept = store.find('lexiconcategories', category.id) !== undefined
    expect({ status: reply.status, kept, entries: entriesOf(category.id).length }).toEqual(
      reply.status === 200 ? { status: 200, kept: false, entries: 0 } : { status: 507, kept: true, entries },
    )
    expect(onDisk('lexiconcategories', category.id) !== undefined).toBe(kept)
  })
})

test('7.1 a failed commit reads back only what it changed, not the whole data', async () => {
  let failing = false
  await withServerOn(dataFile, { writeFault: () => (failing ? 'ENOSPC' : undefined) }, async (server) => {
    const { store } = server
    const call = apiOf(server.url, await tokenFor(server.url, 'viewer'))
    const untouched = store.records('portions')[0]
    const [changed, deleted] = store.records('portions').filter((r) => !r.Undeletable && r !== untouched)
    if (!untouched || !changed || !deleted) throw new Error('the seed has too few portions')
    const before = { ...changed }
    const count = store.records('portions').length
    failing = true
    expect((await call('PUT', '/portions', { ...changed, name: 'Not kept' })).status).toBe(507)
    expect((await call('DELETE', `/portions/${deleted.id}`)).status).toBe(507)
    expect((await call('POST', '/portions', { name: 'Not kept', servingId: 1, amount: 1 })).status).toBe(507)
    failing = false
    // Records the failed saves did not touch are the very objects memory held: nothing was read again for them.
    expect(store.records('portions')[0]).toBe(untouched)
    expect(store.find('portions', changed.id)).toEqual(before)
    expect(store.find('portions', deleted.id)).toEqual(deleted)
    expect(store.records('portions')).toHaveLength(count)
    const added = await call('POST', '/portions', { name: 'Kept', servingId: 1, amount: 1 })
    expect(added.status).toBe(200)
    expect(onDisk('portions', ((await added.json()) as { id: number }).id)).toMatchObject({ name: 'Kept' })
  })
})

test('1.2 a filtered list parses no stored body: filters are asked of the records memory holds', async () => {
  await withServerOn(dataFile, { seedPortions: 500 }, async (server) => {
    const spec = RESOURCES.find((r) => r.name === 'portions')
    const query = spec && parseListQuery(spec, new URLSearchParams('take=20&skip=40&filter=3&search=a'))
    if (!query || typeof query === 'string') throw new Error(`portions cannot be listed: ${String(query)}`)
    const parse = vi.spyOn(JSON, 'parse')
    try {
      const answer = server.store.list('portions', query)
      expect(parse).not.toHaveBeenCalled()
      expect(answer).toEqual(answerList(server.store.records('portions'), query))
      expect(answer.total).toBeGreaterThan(60)
    } finally {
      parse.mockRestore()
    }
  })
})

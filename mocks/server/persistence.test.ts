// @vitest-environment node
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, test } from 'vitest'
import { buildSeed, SEED_VERSION } from '../seed'
import { startSandboxServer, type SandboxServerOptions } from './sandboxServer'
import { tokenFor } from '../../src/test/support/localServer'

let dir: string
let dataFile: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-data-'))
  dataFile = join(dir, 'data.json')
})

/** Runs fn against a server on dataFile, closing it after. */
async function withServer<T>(
  options: Partial<SandboxServerOptions>,
  fn: (server: Awaited<ReturnType<typeof startSandboxServer>>) => Promise<T>,
): Promise<T> {
  const server = await startSandboxServer({ port: 0, dataFile, ...options })
  try {
    return await fn(server)
  } finally {
    await server.close()
  }
}

function api(url: string, token = '') {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${url}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
}

test('issue 14: records and sign-ins survive a restart; the write is in the file before its 200', async () => {
  const { token, id } = await withServer({}, async (server) => {
    const token = await tokenFor(server.url, 'admin')
    const created = await api(server.url, token)('POST', '/webpages', { title: 'Kept', slug: 'kept' })
    expect(created.status).toBe(200)
    expect(await readFile(dataFile, 'utf8')).toContain('"slug":"kept"')
    return { token, id: ((await created.json()) as { id: number }).id }
  })
  await withServer({}, async (server) => {
    const again = await api(server.url, token)('GET', `/webpages/${id}`)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ title: 'Kept' })
  })
  expect((await readdir(dir)).sort()).toEqual(['data.json'])
})

test('issue 14: reset returns to the seed and signs everyone out', async () => {
  const token = await withServer({}, async (server) => {
    const token = await tokenFor(server.url, 'admin')
    await api(server.url, token)('POST', '/webpages', { title: 'Gone', slug: 'gone' })
    return token
  })
  await withServer({ reset: true }, async (server) => {
    expect(server.store.records('webpages').some((r) => r.slug === 'gone')).toBe(false)
    expect((await api(server.url, token)('GET', '/webpages')).status).toBe(401)
  })
})

test('issue 14: a corrupt data file gives a message, the seed, and is kept aside', async () => {
  await writeFile(dataFile, '{"version": 2, "collections": {"portions": [')
  await withServer({}, async (server) => {
    expect(server.notice).toMatch(/could not be read.*seed.*data\.json\.corrupt-/s)
    expect(server.store.records('portions').length).toBeGreaterThan(7)
  })
  const aside = (await readdir(dir)).filter((name) => name.startsWith('data.json.corrupt-'))
  expect(aside).toHaveLength(1)
  expect(await readFile(join(dir, aside[0] ?? ''), 'utf8')).toBe('{"version": 2, "collections": {"portions": [')
  expect(JSON.parse(await readFile(dataFile, 'utf8'))).toHaveProperty('collections')
})

test('issue 14: a token expires after the server’s token lifetime', async () => {
  await withServer({ tokenTtlMs: 300 }, async (server) => {
    const token = await tokenFor(server.url, 'viewer')
    expect((await api(server.url, token)('GET', '/portions?take=1')).status).toBe(200)
    await new Promise((r) => setTimeout(r, 400))
    expect((await api(server.url, token)('GET', '/portions?take=1')).status).toBe(401)
  })
})

test('issue 14: POST /auth/logout revokes the caller’s token', async () => {
  await withServer({}, async (server) => {
    const token = await tokenFor(server.url, 'viewer')
    expect((await api(server.url, token)('POST', '/auth/logout')).status).toBe(200)
    expect((await api(server.url, token)('GET', '/portions?take=1')).status).toBe(401)
  })
})

test('issue 14: a reset that cannot take its port (the server already runs) leaves the data file alone', async () => {
  await withServer({}, async (server) => {
    const token = await tokenFor(server.url, 'admin')
    await api(server.url, token)('POST', '/webpages', { title: 'Still here', slug: 'still-here' })
    const port = Number(new URL(server.url).port)
    await expect(startSandboxServer({ port, dataFile, reset: true })).rejects.toThrow(/EADDRINUSE/)
    expect(await readFile(dataFile, 'utf8')).toContain('"slug":"still-here"')
  })
})

test('issue 22: a write the disk cannot take answers 507 and is undone, leaves no temporary file, and the next one after space returns is kept', async () => {
  let diskFull = false
  await withServer({ writeFault: () => (diskFull ? 'ENOSPC' : undefined) }, async (server) => {
    const token = await tokenFor(server.url, 'admin')
    const call = api(server.url, token)
    const announced: unknown[] = []
    server.store.onWrite((event) => announced.push(event))
    const before = await (await call('GET', '/webpages/1')).json()
    const deletable = server.store.records('webpages').find((r) => !r.Undeletable)?.id

    diskFull = true
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => call('POST', '/webpages', { title: `Lost ${i}`, slug: `lost-${i}` })),
      call('PUT', '/webpages', { id: 1, title: 'Changed while full' }),
      call('DELETE', `/webpages/${deletable}`),
    ])
    for (const answer of answers) {
      const body: unknown = await answer.json()
      expect(answer.status, JSON.stringify(body)).toBe(507)
      expect(body).toEqual({
        message:
          'The sandbox server could not save this change: its disk is full. Nothing was changed; try again later.',
      })
    }
    const list = (await (await call('GET', '/webpages?take=1000')).json()) as { values: { slug: string }[] }
    expect(list.values.some((r) => r.slug.startsWith('lost-'))).toBe(false)
    expect(await (await call('GET', '/webpages/1')).json()).toEqual(before)
    expect((await call('GET', `/webpages/${deletable}`)).status).toBe(200)
    expect(
      (await call('DELETE', `/webpages/${server.store.records('webpages').find((r) => r.Undeletable)?.id}`)).status,
    ).toBe(400)
    expect(announced).toEqual([])
    expect(await readdir(dir)).toEqual(['data.json'])

    diskFull = false
    const kept = await call('POST', '/webpages', { title: 'Kept after space returned', slug: 'kept-after' })
    expect(kept.status).toBe(200)
    expect(announced).toHaveLength(1)
    expect(await readFile(dataFile, 'utf8')).toContain('"slug":"kept-after"')
  })
  await withServer({}, async (server) => {
    const token = await tokenFor(server.url, 'admin')
    expect(token).toBeTruthy()
    const list = (await (await api(server.url, token)('GET', '/webpages?take=1000')).json()) as {
      values: { slug: string }[]
    }
    expect(list.values.map((r) => r.slug)).toContain('kept-after')
    expect(list.values.some((r) => r.slug.startsWith('lost-'))).toBe(false)
  })
  expect(await readdir(dir)).toEqual(['data.json'])
})

test('issue 22: a sign-in the disk cannot take answers 507, and the token it would have given signs nobody in', async () => {
  let diskFull = false
  await withServer({ writeFault: () => (diskFull ? 'ENOSPC' : undefined) }, async (server) => {
    diskFull = true
    const answer = await api(server.url)('POST', '/auth/login', { username: 'viewer', password: 'viewer' })
    expect(answer.status).toBe(507)
    expect(Object.keys(server.store.state.tokens)).toEqual([])
  })
})

describe('issue 22: a data file the server cannot serve is kept aside with one line, and the server starts from the seed', () => {
  const ours = () => ({ version: SEED_VERSION, tokens: {}, signInGenerations: {}, nextIds: {}, ...buildSeed() })
  const withPortions = (portions: unknown) => {
    const data = ours()
    return { ...data, collections: { ...data.collections, portions } }
  }
  const { collections: _dropped, ...withoutCollections } = ours()
  const cases: [string, string, unknown, RegExp][] = [
    [
      'a copy of package.json',
      'package.json',
      { name: 'nutrition-console', version: '0.1.0', scripts: {} },
      /is not a sandbox data file/,
    ],
    [
      'an older version with 309 records',
      'older version',
      {
        ...withPortions(Array.from({ length: 309 }, (_, i) => ({ id: i + 1, name: `P${i}` }))),
        version: SEED_VERSION - 1,
      },
      /was written by sandbox data version 1, and this server reads version 2/,
    ],
    ['collections.portions "x"', 'portions "x"', withPortions('x'), /is damaged \(collections\.portions: /],
    [
      'a null record',
      'null record',
      withPortions([{ id: 1, name: 'Fine' }, null]),
      /is damaged \(collections\.portions\[1\]: /,
    ],
    [
      'a record with a wrong type',
      'wrong type',
      withPortions([{ id: 1, name: 7 }]),
      /is damaged \(collections\.portions\[0\]\.name: /,
    ],
    ['no collections', 'no collections', withoutCollections, /is damaged \(collections: /],
  ]
  test.each(cases)('%s', async (_case, _short, content, reason) => {
    const text = JSON.stringify(content, null, 2)
    await writeFile(dataFile, text)
    await withServer({}, async (server) => {
      expect(server.notice).toMatch(reason)
      expect(server.notice).toMatch(/the server starts from the seed\. The file was kept as .*data\.json\.corrupt-/)
      expect(server.notice).not.toContain('\n')
      const token = await tokenFor(server.url, 'viewer')
      const list = await api(server.url, token)('GET', '/portions?take=1000')
      expect(list.status).toBe(200)
      expect(((await list.json()) as { total: number }).total).toBe(buildSeed().collections.portions?.length)
    })
    const aside = (await readdir(dir)).filter((name) => name.startsWith('data.json.corrupt-'))
    expect(aside).toHaveLength(1)
    expect(await readFile(join(dir, aside[0] ?? ''), 'utf8')).toBe(text)
  })

  test('the seed itself passes the check', async () => {
    await writeFile(dataFile, JSON.stringify(ours()))
    await withServer({}, async (server) => expect(server.notice).toBeUndefined())
    expect(await readdir(dir)).toEqual(['data.json'])
  })
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
    const file = join(dir, 'missing', 'data.json')
    await expect(startSandboxServer({ port: 0, dataFile: file })).rejects.toThrow(/the folder .*missing does not exist/)
    const { code, stderr } = await run(file)
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^sandbox server: DATA_FILE .* the folder .*missing does not exist/),
    ])
  }, 60_000)

  test('a folder', async () => {
    const folder = join(dir, 'folder.json')
    await mkdir(folder)
    await expect(startSandboxServer({ port: 0, dataFile: folder })).rejects.toThrow(/is a folder/)
    const { code, stderr } = await run(folder)
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^sandbox server: DATA_FILE .*folder\.json is a folder/),
    ])
  }, 60_000)
})

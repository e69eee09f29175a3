// @vitest-environment node
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, expect, test } from 'vitest'
import { startSandboxServer, type SandboxServerOptions } from './sandboxServer'

// The shared test setup clears web storage after each test; Node has none.
for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true })
}

let dir: string
let dataFile: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-data-'))
  dataFile = join(dir, 'data.json')
})

/** Runs fn against a server on dataFile, closing it after. */
async function withServer<T>(options: Partial<SandboxServerOptions>, fn: (server: Awaited<ReturnType<typeof startSandboxServer>>) => Promise<T>): Promise<T> {
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

async function login(url: string, username: string): Promise<string> {
  const response = await api(url)('POST', '/auth/login', { username, password: username })
  return ((await response.json()) as { token: string }).token
}

test('issue 14: records and sign-ins survive a restart; the write is in the file before its 200', async () => {
  const { token, id } = await withServer({}, async (server) => {
    const token = await login(server.url, 'admin')
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
    const token = await login(server.url, 'admin')
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
    const token = await login(server.url, 'viewer')
    expect((await api(server.url, token)('GET', '/portions?take=1')).status).toBe(200)
    await new Promise((r) => setTimeout(r, 400))
    expect((await api(server.url, token)('GET', '/portions?take=1')).status).toBe(401)
  })
})

test('issue 14: POST /auth/logout revokes the caller’s token', async () => {
  await withServer({}, async (server) => {
    const token = await login(server.url, 'viewer')
    expect((await api(server.url, token)('POST', '/auth/logout')).status).toBe(200)
    expect((await api(server.url, token)('GET', '/portions?take=1')).status).toBe(401)
  })
})

test('issue 14: a reset that cannot take its port (the server already runs) leaves the data file alone', async () => {
  await withServer({}, async (server) => {
    const token = await login(server.url, 'admin')
    await api(server.url, token)('POST', '/webpages', { title: 'Still here', slug: 'still-here' })
    const port = Number(new URL(server.url).port)
    await expect(startSandboxServer({ port, dataFile, reset: true })).rejects.toThrow(/EADDRINUSE/)
    expect(await readFile(dataFile, 'utf8')).toContain('"slug":"still-here"')
  })
})

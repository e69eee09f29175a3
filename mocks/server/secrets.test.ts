// @vitest-environment node
/**
 * Secrets at rest: the data file is the owner's alone (0600), and holds users' passwords as scrypt hashes and
 * sign-ins under their tokens' SHA-256; older databases and JSON data files are brought to that when they open.
 */
import { mkdtemp, readdir, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { beforeEach, expect, test } from 'vitest'
import { buildSeed, SEED_VERSION } from '../seed'
import { startSandboxServer } from './sandboxServer'

let dir: string
let dataFile: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-secrets-'))
  dataFile = join(dir, 'data.db')
})

async function withServer<T>(fn: (url: string) => Promise<T>, legacyJsonFile?: string): Promise<T> {
  const server = await startSandboxServer({ port: 0, dataFile, legacyJsonFile })
  try {
    return await fn(server.url)
  } finally {
    await server.close()
  }
}

async function login(url: string, username: string, password: string) {
  const answer = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password, rememberMe: false }),
  })
  return { status: answer.status, token: ((await answer.json()) as { token?: string }).token ?? '' }
}

const call = (url: string, token: string, method: string, path: string, body?: unknown) =>
  fetch(`${url}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** Everything the data file holds, as text: what a copy of it would give away. */
function fileText(): string {
  const db = new DatabaseSync(dataFile, { readOnly: true })
  try {
    const users = db.prepare("SELECT body FROM records WHERE resource = 'users'").all()
    const signIns = db.prepare('SELECT token FROM sign_ins').all()
    return JSON.stringify([users, signIns])
  } finally {
    db.close()
  }
}

function storedPasswords(): unknown[] {
  const db = new DatabaseSync(dataFile, { readOnly: true })
  try {
    return db
      .prepare("SELECT body FROM records WHERE resource = 'users'")
      .all()
      .map((row) => (JSON.parse(String(row.body)) as { password?: unknown }).password)
  } finally {
    db.close()
  }
}

const seededUser = { username: 's.hartmann', password: 'shartmann-2026' }

test('a new data file and its write-ahead log are the owner’s alone (0600)', async () => {
  await withServer(async (url) => {
    expect((await login(url, 'viewer', 'viewer')).status).toBe(200)
    expect((await stat(dataFile)).mode & 0o777).toBe(0o600)
    expect((await stat(`${dataFile}-wal`)).mode & 0o777).toBe(0o600)
  })
})

test('passwords are kept as salted scrypt hashes and tokens as SHA-256; both still sign in after a restart', async () => {
  const { token, userToken } = await withServer(async (url) => {
    const admin = await login(url, 'admin', 'admin')
    const created = await call(url, admin.token, 'POST', '/users', {
      username: 'p.secret',
      email: 'p@example.de',
      displayname: 'P',
      roles: 'Viewer',
      password: 'open-sesame-7',
    })
    expect(created.status).toBe(200)
    expect(await created.json()).not.toHaveProperty('password')
    const user = await login(url, 'p.secret', 'open-sesame-7')
    expect(user.status).toBe(200)
    return { token: admin.token, userToken: user.token }
  })
  const text = fileText()
  for (const secret of ['open-sesame-7', seededUser.password, token, userToken]) expect(text).not.toContain(secret)
  const passwords = storedPasswords()
  const hashed = (cost: number) => new RegExp(`^scrypt\\$${cost}\\$8\\$1\\$[\\w+/=]+\\$[\\w+/=]+$`)
  // A password someone chose costs a guesser dearly; the seed's, which README publishes, are hashed quickly so a
  // start does not spend seconds on them.
  const [created, ...seeded] = [...passwords].sort((a) => (hashed(16384).test(String(a)) ? -1 : 1))
  expect(created).toMatch(hashed(16384))
  expect(seeded.length).toBeGreaterThan(10)
  for (const password of seeded) expect(password).toMatch(hashed(256))
  // Salted: no two users share a hash.
  expect(new Set(passwords).size).toBe(passwords.length)
  await withServer(async (url) => {
    expect((await call(url, token, 'GET', '/users?take=1')).status).toBe(200)
    expect((await call(url, userToken, 'GET', '/portions?take=1')).status).toBe(200)
    expect((await login(url, 'p.secret', 'open-sesame-7')).status).toBe(200)
    expect((await login(url, 'p.secret', 'open-sesame-8')).status).toBe(400)
    expect((await login(url, seededUser.username, seededUser.password)).status).toBe(200)
  })
})

test('a database of the earlier schema (secrets in clear) is migrated: hashed, and its tokens and passwords still work', async () => {
  const token = await withServer(async (url) => (await login(url, 'admin', 'admin')).token)
  // Back to what the earlier schema kept: the password and the token in clear.
  const db = new DatabaseSync(dataFile)
  const user = db.prepare("SELECT id, body FROM records WHERE resource = 'users' ORDER BY id LIMIT 1").get()
  const body = { ...(JSON.parse(String(user?.body)) as object), password: seededUser.password }
  db.prepare("UPDATE records SET body = ? WHERE resource = 'users' AND id = ?").run(
    JSON.stringify(body),
    Number(user?.id),
  )
  db.prepare('UPDATE sign_ins SET token = ?').run(token)
  db.exec('PRAGMA user_version = 2')
  db.close()
  expect(fileText()).toContain(token)

  await withServer(async (url) => {
    expect((await call(url, token, 'GET', '/users?take=1')).status).toBe(200)
    expect((await login(url, seededUser.username, seededUser.password)).status).toBe(200)
  })
  expect(fileText()).not.toContain(token)
  expect(fileText()).not.toContain(seededUser.password)
})

test('a JSON data file is hashed on import, and the JSON kept aside is the owner’s alone', async () => {
  const legacy = join(dir, '.sandbox-data.json')
  const signIn = { subject: 'sandbox:chief', generation: 0, expiresAt: Date.now() + 60_000 }
  const state = { version: SEED_VERSION, tokens: { 'sbx-from-json': signIn }, signInGenerations: {}, nextIds: {} }
  await writeFile(legacy, JSON.stringify({ ...state, ...buildSeed() }), { mode: 0o644 })
  await withServer(async (url) => {
    expect((await call(url, 'sbx-from-json', 'GET', '/users?take=1')).status).toBe(200)
    expect((await login(url, seededUser.username, seededUser.password)).status).toBe(200)
  }, legacy)
  expect(fileText()).not.toContain('sbx-from-json')
  expect(fileText()).not.toContain(seededUser.password)
  const [aside] = (await readdir(dir)).filter((name) => name.includes('.imported-'))
  expect((await stat(join(dir, aside ?? ''))).mode & 0o777).toBe(0o600)
})

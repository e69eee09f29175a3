// @vitest-environment node
/**
 * A sign-in is bound to the person (user id and a sign-in generation), not the username; tokens
 * come from crypto; expired ones are pruned.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { memoryPersistence } from '../store/persistence'
import { MAX_SIGN_INS_PER_ACCOUNT, SandboxStore } from '../store/store'
import { API_URL, client, signIn, type Client } from '../../src/test/support/sandboxClient'
import { sandboxServer } from '../../src/test/support/msw'
import { LOGIN_THROTTLE } from './loginThrottle'

const { store } = sandboxServer()
let admin: Client
beforeAll(async () => {
  admin = await signIn('admin')
})
beforeEach(() => store.reset())

const staff = (username: string, roles: string) => ({
  username,
  email: `${username}@example.de`,
  displayname: username,
  roles,
  password: `${username}-pw`,
  active: true,
})

async function createUser(username: string, roles: string): Promise<number> {
  const created = await admin.post('/users', staff(username, roles))
  expect(created.status).toBe(200)
  return (created.body as { id: number }).id
}

async function tokenOf(username: string): Promise<string> {
  const login = await client().post('/auth/login', { username, password: `${username}-pw`, rememberMe: false })
  expect(login.status).toBe(200)
  return (login.body as { token: string }).token
}

test('a deleted Viewer’s token does not sign in the Admin created later with the same username', async () => {
  const viewerId = await createUser('mira', 'Viewer')
  const oldToken = await tokenOf('mira')
  expect((await client(oldToken).get('/portions?take=1')).status).toBe(200)
  expect((await admin.delete(`/users/${viewerId}`)).status).toBe(200)
  await createUser('mira', 'Admin')

  expect((await client(oldToken).get('/users')).status).toBe(401)
  expect((await client(oldToken).get('/patients')).status).toBe(401)
  // The new person signs in with their own token.
  expect((await client(await tokenOf('mira')).get('/users?take=1')).status).toBe(200)
})

test('a user made inactive and then active again must sign in again; the old token stays refused', async () => {
  const id = await createUser('jonas', 'Viewer')
  const oldToken = await tokenOf('jonas')
  await admin.put('/users', { id, active: false })
  expect((await client(oldToken).get('/portions?take=1')).status).toBe(401)
  await admin.put('/users', { id, active: true })
  expect((await client(oldToken).get('/portions?take=1')).status).toBe(401)
  expect((await client(await tokenOf('jonas')).get('/portions?take=1')).status).toBe(200)
})

test('renaming a user or changing their password signs them out; other edits do not', async () => {
  const id = await createUser('lea', 'Viewer')
  const token = await tokenOf('lea')
  await admin.put('/users', { id, displayname: 'Lea L.' })
  expect((await client(token).get('/portions?take=1')).status).toBe(200)
  await admin.put('/users', { id, username: 'lea2' })
  expect((await client(token).get('/portions?take=1')).status).toBe(401)

  await admin.put('/users', { id, username: 'lea' })
  const again = await tokenOf('lea')
  await admin.put('/users', { id, password: 'changed' })
  expect((await client(again).get('/portions?take=1')).status).toBe(401)
})

test('a reset does not hand a vanished user’s token to whoever gets their id next', async () => {
  const id = await createUser('ida', 'Viewer')
  const token = await tokenOf('ida')
  store.reset()
  // The seed's next id is the vanished user's again: a new person there must not inherit the token.
  const next = await createUser('otto', 'Admin')
  expect(next).toBe(id)
  expect((await client(token).get('/users')).status).toBe(401)
})

test('tokens come from crypto, carry no username and 256 bits; Math.random is not used', () => {
  const random = vi.spyOn(Math, 'random')
  const fresh = new SandboxStore(memoryPersistence())
  const tokens = Array.from({ length: 20 }, () => fresh.issueToken('viewer'))
  expect(random).not.toHaveBeenCalled()
  random.mockRestore()
  expect(new Set(tokens).size).toBe(20)
  for (const token of tokens) {
    expect(token).toMatch(/^sbx-[0-9a-f]{64}$/)
    expect(token).not.toContain('viewer')
  }
})

test('expired tokens are pruned from the stored state', () => {
  vi.useFakeTimers()
  try {
    const fresh = new SandboxStore(memoryPersistence(), { tokenTtlMs: 1000 })
    const old = fresh.issueToken('viewer')
    vi.advanceTimersByTime(1001)
    expect(fresh.accountForToken(old)).toBeUndefined()
    fresh.issueToken('editor')
    expect(Object.keys(fresh.state.tokens)).not.toContain(old)
  } finally {
    vi.useRealTimers()
  }
})

test('10,050 sign-ins with one account’s password leave that person their newest few and refuse nobody else, also after a restart', async () => {
  const persistence = memoryPersistence()
  const flooded = new SandboxStore(persistence)
  const tokens = Array.from({ length: 10_050 }, () => flooded.issueToken('viewer'))
  const live = tokens.filter((token) => flooded.accountForToken(token))
  expect(live).toEqual(tokens.slice(-MAX_SIGN_INS_PER_ACCOUNT))
  expect(flooded.issueToken('editor')).toMatch(/^sbx-/)
  // A restart reads the same stored state: still nobody is refused.
  const restarted = new SandboxStore(persistence)
  expect(restarted.accountForToken(tokens.at(-1) ?? '')?.username).toBe('viewer')
  expect(restarted.accountForToken(restarted.issueToken('admin'))?.username).toBe('admin')
  expect(Object.keys(restarted.state.tokens)).toHaveLength(MAX_SIGN_INS_PER_ACCOUNT + 2)
  // Over HTTP too, on the shared sandbox: the flood's account keeps signing in, and so does everyone else.
  for (let k = 0; k < 3 * MAX_SIGN_INS_PER_ACCOUNT; k++)
    expect((await client().post('/auth/login', { username: 'viewer', password: 'viewer' })).status).toBe(200)
  expect((await client().post('/auth/login', { username: 'chief', password: 'chief' })).status).toBe(200)
})

describe('wrong passwords are throttled per account, whatever address they come from', () => {
  afterEach(() => vi.useRealTimers())

  /** A sign-in attempt; the address a proxy would name does not count (the server's own tests use real ones). */
  const attempt = (from: string, username: string, password: string) =>
    fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify({ username, password, rememberMe: false }),
    })

  test('400 wrong passwords for one account from 100 addresses: after the free failures 429 with Retry-After, even the right password', async () => {
    // The clock stands still: the guesses in no time, as a script would send them.
    vi.useFakeTimers({ toFake: ['Date'] })
    const statuses: number[] = []
    let refused: Response | undefined
    for (let k = 0; k < 400; k++) {
      const answer = await attempt(`127.0.${k % 100}.1`, 'editor', `wrong-${k}`)
      statuses.push(answer.status)
      if (answer.status === 429) refused ??= answer
    }
    const free = LOGIN_THROTTLE.freeFailuresPerAccount
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(400))
    expect(statuses.filter((s) => s === 400)).toHaveLength(free)
    const wait = Number(refused?.headers.get('Retry-After'))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(await refused?.json()).toEqual({
      message: `Too many sign-in attempts. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    })
    expect((await attempt('127.0.200.1', 'editor', 'editor')).status).toBe(429)
    // Another spelling of the same name is the same account.
    expect((await attempt('127.0.200.1', 'EDITOR', 'editor')).status).toBe(429)
    vi.setSystemTime(Date.now() + wait * 1000)
    expect((await attempt('127.0.200.1', 'editor', 'editor')).status).toBe(200)
  })

  test('guesses sent all at once get no more than the free failures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const answers = await Promise.all(Array.from({ length: 40 }, (_, k) => attempt('127.0.0.9', 'admin', `x-${k}`)))
    expect(answers.filter((a) => a.status === 400)).toHaveLength(LOGIN_THROTTLE.freeFailuresPerAccount)
  })

  test('one address’s failures for other usernames do not lock out another user’s right password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    for (let k = 0; k < 200; k++) expect((await attempt('127.0.0.1', `nobody-${k}`, 'x')).status).toBe(400)
    expect((await attempt('127.0.0.1', 'viewer', 'viewer')).status).toBe(200)
  })
})

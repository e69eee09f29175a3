/**
 * Issue 22 #3, #11: a sign-in is bound to the person (user id and a sign-in generation), not the username; tokens
 * come from crypto; expired ones are pruned.
 */
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { memoryPersistence } from '../store/persistence'
import { SandboxStore } from '../store/store'
import { client, signIn, startSandbox, type Client } from '../testing/client'

const { store, server } = startSandbox()
let admin: Client
beforeAll(async () => {
  admin = await signIn('admin')
})
beforeEach(() => store.reset())
afterAll(() => server.close())

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

test('issue 22 #3: a deleted Viewer’s token does not sign in the Admin created later with the same username', async () => {
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

test('issue 22 #3: a user made inactive and then active again must sign in again; the old token stays refused', async () => {
  const id = await createUser('jonas', 'Viewer')
  const oldToken = await tokenOf('jonas')
  await admin.put('/users', { id, active: false })
  expect((await client(oldToken).get('/portions?take=1')).status).toBe(401)
  await admin.put('/users', { id, active: true })
  expect((await client(oldToken).get('/portions?take=1')).status).toBe(401)
  expect((await client(await tokenOf('jonas')).get('/portions?take=1')).status).toBe(200)
})

test('issue 22 #3: renaming a user or changing their password signs them out; other edits do not', async () => {
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

test('issue 22 #3: a reset does not hand a vanished user’s token to whoever gets their id next', async () => {
  const id = await createUser('ida', 'Viewer')
  const token = await tokenOf('ida')
  store.reset()
  // The seed's next id is the vanished user's again: a new person there must not inherit the token.
  const next = await createUser('otto', 'Admin')
  expect(next).toBe(id)
  expect((await client(token).get('/users')).status).toBe(401)
})

test('issue 22 #11: tokens come from crypto, carry no username and 256 bits; Math.random is not used', () => {
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

test('issue 22 #3: expired tokens are pruned from the stored state', () => {
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

// @vitest-environment node
/**
 * A sign-in's password check is slow (scrypt on the local server): what happens to the account meanwhile decides,
 * and a username with no account costs a check all the same.
 */
import { getResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { memoryPersistence } from '../store/persistence'
import { PLAIN_SECRETS, type Secrets } from '../store/secrets'
import { SandboxStore } from '../store/store'
import { authHandlers } from './auth'

/** A store whose password checks wait until the test lets them finish. */
function storeWithHeldChecks() {
  const held: (() => void)[] = []
  const secrets: Secrets = {
    ...PLAIN_SECRETS,
    async checkPassword(password, stored) {
      await new Promise<void>((finish) => held.push(finish))
      return password === stored
    },
  }
  const store = new SandboxStore(memoryPersistence(), { secrets })
  const user = store.create('users', {
    username: 'nina',
    email: 'nina@example.de',
    displayname: 'Nina N.',
    roles: 'Viewer',
    password: 'old-pw',
    active: true,
  })
  const handlers = authHandlers(store)
  const login = (username: string, password: string) =>
    getResponse(
      handlers,
      new Request('http://sandbox.test/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password, rememberMe: false }),
      }),
    )
  /** Lets the checks under way finish. */
  const finishChecks = () => held.splice(0).forEach((finish) => finish())
  const checking = () => vi.waitFor(() => expect(held.length).toBeGreaterThan(0))
  return { store, user, login, finishChecks, checking }
}

test('2.1 a password changed while a sign-in with the old one is checked refuses that sign-in', async () => {
  const { store, user, login, finishChecks, checking } = storeWithHeldChecks()
  const pending = login('nina', 'old-pw')
  await checking()
  store.update('users', { ...user, password: 'new-pw' })
  finishChecks()
  const answer = await pending
  expect(answer?.status).toBe(400)
  expect(await answer?.json()).toEqual({ message: 'Wrong login/password' })
  expect(Object.keys(store.state.tokens)).toHaveLength(0)

  const next = login('nina', 'new-pw')
  await checking()
  finishChecks()
  expect((await next)?.status).toBe(200)
})

test.each([
  ['deactivated', (store: SandboxStore, user: { id: number }) => store.update('users', { ...user, active: false })],
  ['deleted', (store: SandboxStore, user: { id: number }) => store.delete('users', user.id)],
])('10.1 a user %s while their sign-in is checked gets a wrong login, never a 500', async (_, change) => {
  const { store, user, login, finishChecks, checking } = storeWithHeldChecks()
  const pending = login('nina', 'old-pw')
  await checking()
  change(store, user)
  finishChecks()
  const answer = await pending
  expect(answer?.status).toBe(400)
  expect(Object.keys(store.state.tokens)).toHaveLength(0)
})

test('13.1 a username with no account is checked against a hash of users’ cost, as long as a wrong password', async () => {
  const hashPassword = vi.fn((password: string) => `hash:${password}`)
  const checkPassword = vi.fn((password: string, stored: string) => Promise.resolve(`hash:${password}` === stored))
  const store = new SandboxStore(memoryPersistence(), { secrets: { ...PLAIN_SECRETS, hashPassword, checkPassword } })
  const [login] = authHandlers(store)
  const attempt = (username: string) =>
    getResponse(
      login ? [login] : [],
      new Request('http://sandbox.test/api/v1/auth/login', {
        method: 'POST',
        body: JSON.stringify({ username, password: 'guess' }),
      }),
    )
  expect((await attempt('nobody'))?.status).toBe(400)
  expect(checkPassword).toHaveBeenCalledTimes(1)
  // The made-up hash is one of users' own kind (secrets.hashPassword, not the quick public one).
  const [, stored] = checkPassword.mock.calls[0] ?? []
  expect(hashPassword.mock.results.map((result) => result.value as string)).toContain(stored)
  expect((await attempt('s.nobody'))?.status).toBe(400)
  expect(checkPassword).toHaveBeenCalledTimes(2)
})

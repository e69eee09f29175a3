// @vitest-environment node
/** The sign-in throttle's counters: whose failures count where, and what cannot reset them. */
import { getResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { memoryPersistence } from '../store/persistence'
import { SandboxStore } from '../store/store'
import { authHandlers, type AuthOptions } from './auth'
import { DEVICE_COOKIE_PATH, deviceCookieName } from './deviceCookie'
import { LOGIN_THROTTLE, LoginThrottle } from './loginThrottle'

const FREE = LOGIN_THROTTLE.freeFailuresPerAccount

/** The sign-in call of a fresh sandbox, with the cookies a browser would send. */
function sandbox(options: AuthOptions = {}) {
  const store = new SandboxStore(memoryPersistence())
  const handlers = authHandlers(store, options)
  return async (username: string, password: string, cookie?: string) => {
    const answer = await getResponse(
      handlers,
      new Request('http://sandbox.test/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ username, password, rememberMe: false }),
      }),
    )
    if (!answer) throw new Error('no answer')
    return answer
  }
}

/** The name=value a browser sends back of a Set-Cookie header. */
const cookieOf = (answer: Response) => answer.headers.get('Set-Cookie')?.split(';')[0] ?? ''

describe('4. the throttle cannot be evicted by other usernames', () => {
  test('4.1 a locked account stays locked however many unknown usernames fail after it', () => {
    const throttle = new LoginThrottle({ maxUnknownTracked: 10 })
    const account = { account: 'sandbox:editor', trustedDevice: false }
    for (let k = 0; k <= FREE; k++) throttle.attempted(account, 0)
    expect(throttle.retryAfterSeconds(account, 0)).toBeGreaterThan(0)
    for (let k = 0; k < 50; k++) throttle.attempted({ unknown: `random-${k}` }, 0)
    expect(throttle.retryAfterSeconds(account, 0)).toBeGreaterThan(0)
    // The unknown names' own table stays bounded: its stalest counters went.
    expect(throttle.retryAfterSeconds({ unknown: 'random-0' }, 0)).toBe(0)
  })

  test('4.2 over the sign-in call: failures at many made-up usernames do not free the account for guesses', async () => {
    const login = sandbox({ throttle: { maxUnknownTracked: 10 } })
    for (let k = 0; k < FREE; k++) expect((await login('editor', `wrong-${k}`)).status).toBe(400)
    expect((await login('editor', 'wrong')).status).toBe(429)
    for (let k = 0; k < 50; k++) expect((await login(`random-${k}`, 'x')).status).toBe(400)
    expect((await login('editor', 'editor')).status).toBe(429)
  })
})

describe('6. someone else’s failures do not lock out a browser that signed in before', () => {
  test('6.1 the right password with the account’s device cookie signs in while others are throttled', async () => {
    const login = sandbox()
    const first = await login('editor', 'editor')
    expect(first.status).toBe(200)
    const cookie = cookieOf(first)
    expect(cookie.startsWith(`${deviceCookieName('sandbox:editor')}=`)).toBe(true)
    const attributes = first.headers.get('Set-Cookie') ?? ''
    for (const attribute of ['HttpOnly', 'SameSite=Strict', `Path=${DEVICE_COOKIE_PATH}`, 'Max-Age='])
      expect(attributes).toContain(attribute)

    // 17 failures from someone else (no cookie): they are throttled, the right password too.
    for (let k = 0; k < 17; k++) await login('editor', `wrong-${k}`)
    expect((await login('editor', 'editor')).status).toBe(429)
    // The person's browser still signs in.
    expect((await login('editor', 'editor', cookie)).status).toBe(200)
  })

  test('6.2 a cookie forged, altered, of another account or of another server counts as none', async () => {
    const login = sandbox()
    const editorCookie = cookieOf(await login('editor', 'editor'))
    const viewerCookie = cookieOf(await login('viewer', 'viewer'))
    const otherServer = cookieOf(await sandbox()('editor', 'editor'))
    for (let k = 0; k < 17; k++) await login('editor', `wrong-${k}`)
    const [name = '', value = ''] = editorCookie.split('=')
    const [expires = ''] = value.split('.')
    const forged = [
      `${name}=${Number(expires) + 1000}.${value.split('.')[1] ?? ''}`,
      `${name}=${expires}.AAAA`,
      `${name}=garbage`,
      viewerCookie.replace(deviceCookieName('sandbox:viewer'), name),
      otherServer,
    ]
    for (const cookie of forged) expect((await login('editor', 'editor', cookie)).status).toBe(429)
  })

  test('6.3 failures sent with the device cookie are throttled on its own counter', async () => {
    const login = sandbox()
    const cookie = cookieOf(await login('editor', 'editor'))
    for (let k = 0; k < FREE; k++) expect((await login('editor', `wrong-${k}`, cookie)).status).toBe(400)
    expect((await login('editor', 'editor', cookie)).status).toBe(429)
    // Those did not count against clients without the cookie.
    expect((await login('editor', 'editor')).status).toBe(200)
  })
})

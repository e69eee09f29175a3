// @vitest-environment node
/** The device cookie over real HTTP, as a console served by the local server sends and keeps it. */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOGIN_THROTTLE } from '../handlers/loginThrottle'
import { startSandboxServer } from './sandboxServer'

let server: Awaited<ReturnType<typeof startSandboxServer>>
beforeAll(async () => {
  server = await startSandboxServer({ port: 0 })
})
afterAll(() => server.close())

const login = (password: string, cookie?: string) =>
  fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ username: 'viewer', password, rememberMe: false }),
  })

test('6.4 the local server sets the device cookie on a sign-in, and a browser holding it is not locked out by others', async () => {
  const first = await login('viewer')
  expect(first.status).toBe(200)
  const setCookie = first.headers.get('set-cookie') ?? ''
  expect(setCookie).toMatch(/^sbx-device-[\w-]+=\d+\.[\w-]+; .*HttpOnly; SameSite=Strict/)
  expect(first.headers.get('access-control-allow-credentials')).toBe('true')
  for (let k = 0; k <= 3 * LOGIN_THROTTLE.freeFailuresPerAccount; k++) await login(`wrong-${k}`)
  expect((await login('viewer')).status).toBe(429)
  expect((await login('viewer', setCookie.split(';')[0])).status).toBe(200)
})

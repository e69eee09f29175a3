import { http, HttpResponse } from 'msw'
import { StoreLimitError, type SandboxStore } from '../store/store'
import { API, authorize, bearer } from './context'
import { DeviceCookies } from './deviceCookie'
import { LoginThrottle, tooManyAttempts, type LoginThrottleOptions, type ThrottleKey } from './loginThrottle'

export interface AuthOptions {
  /** The secret device cookies are signed with; a new random one when absent (kept for the process). */
  deviceSecret?: Uint8Array<ArrayBuffer>
  throttle?: LoginThrottleOptions
}

export function authHandlers(store: SandboxStore, options: AuthOptions = {}) {
  const throttle = new LoginThrottle(options.throttle)
  const devices = new DeviceCookies(options.deviceSecret)
  return [
    http.post(`${API}/auth/login`, async ({ request, cookies }) => {
      const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown } | null
      const username = typeof body?.username === 'string' ? body.username : ''
      const password = typeof body?.password === 'string' ? body.password : undefined
      store.refresh()
      const credential = username ? store.credentialOf(username) : undefined
      const key: ThrottleKey = credential
        ? { account: credential.account.id, trustedDevice: await devices.knows(cookies, credential.account.id) }
        : { unknown: username }
      // Checked before the password, so a throttled guess learns nothing; counted in the same step, so a burst
      // sent at once cannot pass the check together.
      const wait = throttle.retryAfterSeconds(key)
      if (wait > 0)
        return HttpResponse.json(
          { message: tooManyAttempts(wait) },
          { status: 429, headers: { 'Retry-After': String(wait) } },
        )
      throttle.attempted(key)
      const right = password !== undefined && (await store.checkPassword(credential, password))
      // The check took a while: another request (or tab) may have changed the account meanwhile.
      store.refresh()
      let token: string | undefined
      try {
        token = right && credential ? store.issueTokenFor(credential) : undefined
      } catch (error) {
        if (error instanceof StoreLimitError) return HttpResponse.json({ message: error.message }, { status: 507 })
        throw error
      }
      // A wrong password, or one that stopped counting while it was checked (a new password, deactivation).
      if (!token || !credential) return HttpResponse.json({ message: 'Wrong login/password' }, { status: 400 })
      throttle.succeeded(key)
      const account = store.accountForToken(token) ?? credential.account
      return HttpResponse.json(
        { token, username: account.username, displayname: account.displayname, roles: account.roles },
        { headers: { 'Set-Cookie': await devices.issue(account.id) } },
      )
    }),
    // Sandbox extension: the spec's calls have no sign-out, so the console never sends this; scripts may.
    http.post(`${API}/auth/logout`, ({ request }) => {
      const account = authorize(store, request)
      if (account instanceof Response) return account
      store.revokeToken(bearer(request))
      return HttpResponse.json({})
    }),
  ]
}

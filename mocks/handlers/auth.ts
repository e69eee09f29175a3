import { http, HttpResponse } from 'msw'
import { StoreLimitError, type SandboxStore } from '../store/store'
import { API, authorize, bearer } from './context'
import { LoginThrottle, tooManyAttempts } from './loginThrottle'

export function authHandlers(store: SandboxStore) {
  const throttle = new LoginThrottle()
  return [
    http.post(`${API}/auth/login`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown } | null
      const username = typeof body?.username === 'string' ? body.username : ''
      const password = typeof body?.password === 'string' ? body.password : undefined
      // Checked before the password, so a throttled guess learns nothing.
      const wait = throttle.retryAfterSeconds(username)
      if (wait > 0)
        return HttpResponse.json(
          { message: tooManyAttempts(wait) },
          { status: 429, headers: { 'Retry-After': String(wait) } },
        )
      throttle.attempted(username)
      store.refresh()
      const credential = username ? store.credentialOf(username) : undefined
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
      throttle.succeeded(username)
      const account = store.accountForToken(token) ?? credential.account
      return HttpResponse.json({
        token,
        username: account.username,
        displayname: account.displayname,
        roles: account.roles,
      })
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

import { http, HttpResponse } from 'msw'
import { StoreLimitError, type SandboxStore } from '../store/store'
import { API, authorize, bearer } from './context'

export function authHandlers(store: SandboxStore) {
  return [
    http.post(`${API}/auth/login`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown } | null
      const account = typeof body?.username === 'string' ? store.findAccount(body.username) : undefined
      if (!account || body?.password !== account.password) {
        return HttpResponse.json({ message: 'Wrong login/password' }, { status: 400 })
      }
      store.refresh()
      let token: string
      try {
        token = store.issueToken(account.username)
      } catch (error) {
        if (error instanceof StoreLimitError) return HttpResponse.json({ message: error.message }, { status: 507 })
        throw error
      }
      return HttpResponse.json({
        token,
        username: account.username,
        displayname: account.displayname,
        roles: account.roles,
      })
    }),
    // Sandbox extension: spec §7 has no sign-out call, so the console never sends this (README); scripts may.
    http.post(`${API}/auth/logout`, ({ request }) => {
      const account = authorize(store, request)
      if (account instanceof Response) return account
      store.revokeToken(bearer(request))
      return HttpResponse.json({})
    }),
  ]
}

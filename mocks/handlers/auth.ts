import { http, HttpResponse } from 'msw'
import type { SandboxStore } from '../store/store'
import { API } from './context'

export function authHandlers(store: SandboxStore) {
  return [
    http.post(`${API}/auth/login`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown } | null
      const account = typeof body?.username === 'string' ? store.findAccount(body.username) : undefined
      if (!account || body?.password !== account.password) {
        return HttpResponse.json({ message: 'Wrong login/password' }, { status: 400 })
      }
      store.refresh()
      const token = store.issueToken(account.username)
      return HttpResponse.json({
        token,
        username: account.username,
        displayname: account.displayname,
        roles: account.roles,
      })
    }),
  ]
}

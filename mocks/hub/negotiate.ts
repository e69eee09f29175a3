import { http, HttpResponse } from 'msw'
import { authorize } from '../handlers/context'
import type { SandboxStore } from '../store/store'
import { HUB_PATH, negotiateAnswer } from './protocol'

/** POST <hub>/negotiate?negotiateVersion=1: any signed-in role; WebSockets is the one transport. */
export function hubHttpHandlers(store: SandboxStore) {
  return [
    http.post(`*${HUB_PATH}/negotiate`, ({ request }) => {
      const account = authorize(store, request)
      if (account instanceof Response) return account
      return HttpResponse.json(negotiateAnswer())
    }),
  ]
}

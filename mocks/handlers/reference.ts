import { http, HttpResponse } from 'msw'
import type { SandboxStore } from '../store/store'
import { API, authorize } from './context'

/** Dictionaries and servings (any signed-in role) and the dashboard (Editor): see docs/decisions.md, "Sandbox roles". */
export function referenceHandlers(store: SandboxStore) {
  const dashboard = ({ request }: { request: Request }) => {
    const account = authorize(store, request, 'Editor')
    if (account instanceof Response) return account
    return HttpResponse.json(store.state.dashboard)
  }
  return [
    http.get(`${API}/dictionaries/:kind`, ({ request, params }) => {
      const account = authorize(store, request)
      if (account instanceof Response) return account
      const items = store.dictionary(String(params.kind))
      if (!items)
        return HttpResponse.json({ message: `There is no dictionary ${String(params.kind)}.` }, { status: 404 })
      return HttpResponse.json(items)
    }),
    http.get(`${API}/servings`, ({ request }) => {
      const account = authorize(store, request)
      if (account instanceof Response) return account
      return HttpResponse.json(store.state.servings)
    }),
    http.get(`${API}/dashboard/`, dashboard),
    http.get(`${API}/dashboard`, dashboard),
  ]
}

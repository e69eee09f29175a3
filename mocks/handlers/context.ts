import { HttpResponse } from 'msw'
import { hasRole, type Account } from '../store/accounts'
import type { SandboxStore } from '../store/store'

export const API = '*/api/v1'

export function bearer(request: Request): string {
  const header = request.headers.get('Authorization') ?? ''
  return header.startsWith('Bearer ') ? header.slice(7) : ''
}

/** 401 without a known token, 403 when the account lacks the role (see docs/decisions.md, "Sandbox roles"). */
export function authorize(store: SandboxStore, request: Request, role?: string): Account | Response {
  store.refresh()
  const account = store.accountForToken(bearer(request))
  if (!account) return HttpResponse.json({ message: 'Not signed in' }, { status: 401 })
  if (role && !hasRole(account, role)) {
    return HttpResponse.json({ message: `This needs the role ${role}` }, { status: 403 })
  }
  return account
}

/**
 * Who holds the open edit of a record (the hub's AddEntry): their username, or undefined. Writes to a record
 * someone else is editing are refused (docs/sandbox-server.md, docs/hub-contract.md).
 */
export interface EditLocks {
  holder(resource: string, id: number): string | undefined
}

export const NO_EDIT_LOCKS: EditLocks = { holder: () => undefined }

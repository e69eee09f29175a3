import { STORAGE_KEYS } from '@/config'

export const ROLES = { VIEWER: 'Viewer', EDITOR: 'Editor', ADMIN: 'Admin' } as const
export type Role = (typeof ROLES)[keyof typeof ROLES]
const KNOWN_ROLES: readonly string[] = Object.values(ROLES)

export interface Session {
  isAuthenticated: boolean
  username: string
  displayname: string
  roles: Role[]
  token: string
}

const LOGGED_OUT: Session = { isAuthenticated: false, username: '', displayname: '', roles: [], token: '' }

/**
 * Roles arrive comma-separated; match exactly after trimming, ignore unknown ones (see docs/decisions.md, "Roles and
 * links").
 */
export function parseRoles(raw: string | null | undefined): Role[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((r) => r.trim())
    .filter((r): r is Role => KNOWN_ROLES.includes(r))
}

function read(): Session {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token)
    if (!token) return LOGGED_OUT
    return {
      isAuthenticated: true,
      token,
      username: localStorage.getItem(STORAGE_KEYS.username) ?? '',
      displayname: localStorage.getItem(STORAGE_KEYS.displayname) ?? '',
      roles: parseRoles(localStorage.getItem(STORAGE_KEYS.roles)),
    }
  } catch {
    return LOGGED_OUT
  }
}

let current: Session = read()
const listeners = new Set<() => void>()

function emit() {
  for (const l of listeners) l()
}

export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  set(s: { token: string; username: string; displayname: string; roles: string }) {
    localStorage.setItem(STORAGE_KEYS.token, s.token)
    localStorage.setItem(STORAGE_KEYS.username, s.username)
    localStorage.setItem(STORAGE_KEYS.displayname, s.displayname)
    localStorage.setItem(STORAGE_KEYS.roles, s.roles)
    current = read()
    emit()
  },
  clear() {
    for (const k of [STORAGE_KEYS.token, STORAGE_KEYS.username, STORAGE_KEYS.displayname, STORAGE_KEYS.roles]) {
      localStorage.removeItem(k)
    }
    if (!current.isAuthenticated) return
    current = LOGGED_OUT
    emit()
  },
  /** Another tab signed in or out. */
  reload() {
    current = read()
    emit()
  },
}

export function hasRole(session: Session, role: Role): boolean {
  return session.roles.includes(role)
}

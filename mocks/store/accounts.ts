/** Sandbox staff accounts; the README lists them. */
export interface Account {
  /** Who this is, for sign-ins and per-user caps: `sandbox:<username>` or `user:<record id>`; never reused. */
  id: string
  username: string
  password: string
  displayname: string
  roles: string
}

export const ACCOUNTS: readonly Account[] = [
  { id: 'sandbox:viewer', username: 'viewer', password: 'viewer', displayname: 'Vera Viewer', roles: 'Viewer' },
  { id: 'sandbox:editor', username: 'editor', password: 'editor', displayname: 'Emil Editor', roles: 'Editor' },
  { id: 'sandbox:admin', username: 'admin', password: 'admin', displayname: 'Anna Admin', roles: 'Admin' },
  {
    id: 'sandbox:chief',
    username: 'chief',
    password: 'chief',
    displayname: 'Chris Chief',
    roles: 'Viewer,Editor,Admin',
  },
]

/** Roles are matched exactly after trimming (see docs/decisions.md, "Roles and links"). */
export function hasRole(account: Account, role: string): boolean {
  return account.roles.split(',').some((r) => r.trim() === role)
}

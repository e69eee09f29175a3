/** Sandbox staff accounts; the README lists them. */
export interface Account {
  username: string
  password: string
  displayname: string
  roles: string
}

export const ACCOUNTS: readonly Account[] = [
  { username: 'viewer', password: 'viewer', displayname: 'Vera Viewer', roles: 'Viewer' },
  { username: 'editor', password: 'editor', displayname: 'Emil Editor', roles: 'Editor' },
  { username: 'admin', password: 'admin', displayname: 'Anna Admin', roles: 'Admin' },
  { username: 'chief', password: 'chief', displayname: 'Chris Chief', roles: 'Viewer,Editor,Admin' },
]

/** Roles are matched exactly after trimming (design §8.2). */
export function hasRole(account: Account, role: string): boolean {
  return account.roles.split(',').some((r) => r.trim() === role)
}

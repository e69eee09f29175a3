import { ROLES, type Role } from '@/api/session'
import { i18n } from '@/i18n/i18n'

const KNOWN: readonly string[] = Object.values(ROLES)
const isRole = (role: string): role is Role => KNOWN.includes(role)

/**
 * A user's roles as the list shows them: each known role in the interface's language, as the profile shows them; a
 * role the console does not know stays as the server sent it.
 */
export function rolesText(roles: unknown): string {
  if (typeof roles !== 'string') return ''
  return roles
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '')
    .map((role) => (isRole(role) ? i18n._(role) : role))
    .join(', ')
}

import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of users beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  fields: { username: 'username', email: 'email', roles: 'roles', password: 'password' },
  required: ['username', 'email', 'displayname', 'roles'],
  requiredOnCreate: ['password'],
  unique: ['username'],
  hidden: ['password'],
}

import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox does for users beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  // The sandbox's own accounts may not be taken (the declaration says text: a real server has no such accounts).
  fields: { username: 'username' },
  unique: ['username'],
  hidden: ['password'],
}

import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of courses beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  fields: { description: 'html', goalId: { dictionary: 'goal' }, sortOrder: 'integer' },
  required: ['title'],
}

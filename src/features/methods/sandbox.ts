import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of methods beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  fields: { description: 'html', durationMinutes: 'integer', motivationId: { dictionary: 'motivation' } },
  required: ['title'],
}

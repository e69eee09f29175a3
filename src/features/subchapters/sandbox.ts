import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of subchapters beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  fields: { content: 'html', durationMinutes: 'integer', sortOrder: 'integer' },
  required: ['title'],
}

import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of chapters beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = { fields: { description: 'html', sortOrder: 'integer' }, required: ['title'] }

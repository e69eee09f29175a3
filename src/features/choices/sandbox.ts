import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of choices beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = { fields: { value: 'integer', sortOrder: 'integer' }, required: ['text', 'value'] }

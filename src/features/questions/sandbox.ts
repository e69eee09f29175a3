import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of questions beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = { fields: { sortOrder: 'integer' }, required: ['text'] }

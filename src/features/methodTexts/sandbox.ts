import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of methodtexts beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = { fields: { text: 'html', sortOrder: 'integer' }, required: ['title'] }

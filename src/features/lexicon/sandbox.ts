import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of lexicon beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = { fields: { text: 'html' }, required: ['title'] }

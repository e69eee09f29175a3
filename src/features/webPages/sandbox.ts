import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of webpages beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = { fields: { content: 'html' }, required: ['title', 'slug'], unique: ['slug'] }

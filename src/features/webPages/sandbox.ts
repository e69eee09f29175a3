import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox does for webpages beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = { unique: ['slug'] }

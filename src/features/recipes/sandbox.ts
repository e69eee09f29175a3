import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox does for recipes beyond the declaration (see sandboxFacts.ts): variants outlive their recipe. */
export const sandbox: SandboxFacts = { onDelete: 'detach' }

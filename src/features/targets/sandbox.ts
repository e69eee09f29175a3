import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of targets beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  fields: { description: 'html', value: 'decimal', targetId: { dictionary: 'target' } },
  required: ['title'],
}

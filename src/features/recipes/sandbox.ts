import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of recipes beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  fields: {
    description: 'html',
    preparationMinutes: 'integer',
    servings: 'integer',
    kcal: 'decimal',
    dietId: { dictionary: 'diet' },
    indicationId: { dictionary: 'indication' },
  },
  required: ['title'],
  onDelete: 'detach',
}

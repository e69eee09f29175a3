import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of patients beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  fields: {
    email: 'email',
    gender: 'integer',
    birthDate: 'date',
    insuranceId: { dictionary: 'insurance' },
    goalId: { dictionary: 'goal' },
    registeredAt: 'date',
  },
}

import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of optimizationareas beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  fields: { description: 'html', optimisationId: { dictionary: 'optimisation' } },
  required: ['title'],
  filters: {
    // design §8.9: '0' all, '1' active, '2' inactive.
    state: (value) =>
      value === '0'
        ? () => true
        : value === '1'
          ? (r) => r.active === true
          : value === '2'
            ? (r) => r.active !== true
            : "state must be '0', '1' or '2'",
  },
}

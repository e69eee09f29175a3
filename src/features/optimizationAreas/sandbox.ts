import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox does for optimizationareas beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  filters: {
    // The declaration's state filter: '0' all, '1' active, '2' inactive.
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

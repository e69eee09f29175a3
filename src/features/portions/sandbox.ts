import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox does for portions beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  filters: {
    // The serving filter sends the serving's id (see docs/decisions.md, "Filters in the address").
    filter: (value) => (/^\d+$/.test(value) ? (r) => String(r.servingId) === value : 'filter must be a serving id'),
  },
  derive(record, data) {
    record.serving = data.state.servings.find((s) => s.id === record.servingId)?.name ?? null
  },
}

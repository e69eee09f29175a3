import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox checks of portions beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  // The `decimal` fields follow the rules of the resources' forms (src/features/*/view.tsx).
  fields: {
    servingId: 'serving',
    amount: 'decimal',
    kcal: 'decimal',
    protein: 'decimal',
    fat: 'decimal',
    carbs: 'decimal',
  },
  required: ['name', 'servingId', 'amount'],
  filters: {
    // design §8.9: `filter` is the serving id.
    filter: (value) => (/^\d+$/.test(value) ? (r) => String(r.servingId) === value : 'filter must be a serving id'),
  },
  derive(record, data) {
    record.serving = data.state.servings.find((s) => s.id === record.servingId)?.name ?? null
  },
}

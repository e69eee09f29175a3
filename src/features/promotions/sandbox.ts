import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox does for promotions beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  derive(record, data) {
    record.insurance = data.dictionary('insurance')?.find((d) => d.id === record.insuranceId)?.name ?? null
  },
  check(record): Record<string, string> {
    const from = record.validFrom
    const to = record.validTo
    if (typeof from === 'string' && typeof to === 'string' && to.slice(0, 10) <= from.slice(0, 10)) {
      return { validTo: 'Valid to must be after valid from.' }
    }
    return {}
  },
}

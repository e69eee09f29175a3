import type { SandboxFacts } from '@/features/resources/sandboxFacts'

/** What the sandbox does for promotions beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  derive(record, data) {
    record.insurance = data.dictionary('insurance')?.find((d) => d.id === record.insuranceId)?.name ?? null
  },
}

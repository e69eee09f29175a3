import type { SandboxFacts } from '@/features/resources/sandboxFacts'

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** What the sandbox does for scales beyond the declaration (see sandboxFacts.ts). */
export const sandbox: SandboxFacts = {
  check(record): Record<string, string> {
    const { minScore, maxScore } = record
    return isNumber(minScore) && isNumber(maxScore) && maxScore < minScore
      ? { maxScore: 'Max score must not be below min score.' }
      : {}
  },
}

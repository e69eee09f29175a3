/** The bars of issue 6 §1, one place. A figure passes when `pass(value)` holds. */
export interface Figure {
  name: string
  value: number | string
  unit: string
  bar: string
  pass: boolean
}

export const BARS = {
  firstLoadKb: 150,
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100 },
  navigationRequests: 0,
  liveMedianMs: 200,
  liveRequests: 1,
  longTaskMs: 50,
} as const

export function atMost(name: string, value: number, bar: number, unit: string): Figure {
  return { name, value, unit, bar: `≤ ${bar}`, pass: value <= bar }
}

export function atLeast(name: string, value: number, bar: number, unit: string): Figure {
  return { name, value, unit, bar: `≥ ${bar}`, pass: value >= bar }
}

export function exactly(name: string, value: number, bar: number, unit: string): Figure {
  return { name, value, unit, bar: `= ${bar}`, pass: value === bar }
}

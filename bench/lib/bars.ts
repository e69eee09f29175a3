/** The bench's bars, one place. A figure passes when `pass(value)` holds. */
export interface Figure {
  name: string
  value: number | string
  unit: string
  bar: string
  pass: boolean
}

export interface LighthouseBars {
  performance: number
  accessibility: number
  'best-practices'?: number
  lcpMs?: number
  tbtMs?: number
}

export const BARS = {
  /** First-load JavaScript (gzip KB) per page: the product's bars, looser than budget.json's goals. */
  firstLoadKb: { login: 150, list: 200 },
  /** Lighthouse's default (mobile) preset, cold HTTP cache, session kept. */
  lighthouse: {
    login: { performance: 98, accessibility: 100, 'best-practices': 100 } as LighthouseBars,
    list: { performance: 95, accessibility: 100, 'best-practices': 100, lcpMs: 2500, tbtMs: 150 } as LighthouseBars,
    /** Every other signed-in screen meets the list's bars; best-practices is reported, not barred. */
    screen: { performance: 95, accessibility: 100, lcpMs: 2500, tbtMs: 150 } as LighthouseBars,
  },
  /**
   * Tap → editable form on the bench's phone (ms), with react-admin 5's figures measured on the same phone (edit and
   * create pages) beside them.
   */
  phone: {
    firstOpenMs: { bar: 300, reactAdmin: '0.6–2.0 s, medians 0.9 and 1.6 s' },
    warmOpenMs: { bar: 450, reactAdmin: '0.3–0.7 s, medians 0.47 and 0.42 s' },
    addWarmMs: { bar: 450, reactAdmin: '0.32–0.53 s' },
    deleteWarmMs: { bar: 300, reactAdmin: '—' },
  },
  /**
   * Export of the portions list holding EXPORT records: press → file, and the peak JS heap above the list's own (the
   * longest main-thread task is held to longTaskMs).
   */
  export: { records: 10000, toFileMs: 5000, heapAboveListMb: 50 },
  /** Bulk delete of the portions list holding RECORDS records, all chosen: press of Delete → summary, less the Undo wait. */
  bulk: { records: 200, netMs: 10000, listReads: 10, editMs: 15000 },
  /**
   * Import into the portions list holding RECORDS records: a file updating each, file → preview and press → summary
   * (its writes under the row locks, paced to the hub); a file of LARGE new records previewed (the longest main-thread
   * task is held to longTaskMs in both).
   */
  import: { records: 1000, previewMs: 2000, writeMs: 60000, large: 10000 },
  /**
   * The command palette on the phone, the server holding `records` portions: tap → palette shown, first time; the
   * last keystroke → the first hit.
   */
  palette: { records: 10000, firstOpenMs: 150, hitsMs: 600 },
  /** The soak: DOM nodes and listeners after the last round against after round 2. */
  soak: { minMs: 3 * 60 * 1000, minRounds: 3, nodesGrowth: 50, listenersGrowth: 10 },
  /** Lighthouse's cumulative layout shift on every audited page, in both schemes. */
  layoutShift: 0,
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

/** A figure shown for context, with no bar of its own. */
export function reported(name: string, value: number, unit: string): Figure {
  return { name, value, unit, bar: '—', pass: true }
}

import type { Page } from 'playwright-core'

/** From the next navigation on, the page records every layout shift (its score and the moved elements' tags). */
export function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        shifts.push(
          `${entry.value.toFixed(4)}: ${entry.sources.map((s) => (s.node as Element | undefined)?.tagName ?? '?').join(', ')}`,
        )
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded so far (see recordLayoutShifts). */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)
}

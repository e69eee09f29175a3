/** Entries ending this close together end at once: one re-render for a burst's rows, not one each. */
const END_TOGETHER_MS = 100

/**
 * One timer for a set of entries that each end at their own time: it fires at the earliest end (`earliestEnd`,
 * Infinity when there is none) and lets `endDue` end every entry due by then plus END_TOGETHER_MS.
 */
export function expiryTimer(earliestEnd: () => number, endDue: (due: number) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  const schedule = () => {
    cancel()
    const earliest = earliestEnd()
    if (earliest === Infinity) return
    timer = setTimeout(
      () => {
        timer = undefined
        endDue(Date.now() + END_TOGETHER_MS)
        schedule()
      },
      Math.max(0, earliest - Date.now()),
    )
  }
  return { schedule, cancel }
}

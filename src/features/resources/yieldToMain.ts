/**
 * Yields to the browser between the steps of a long job (an export, an import), so input and paint run. Not a timer where scheduler.yield exists:
 * a hidden tab runs timers once a second at most.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?(): Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

/** The trace categories that hold the main thread's tasks with their CPU time. */
export const TASK_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline']

/** The part of a Chromium trace event this reads (Trace Event Format). */
interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  /** Wall time of a complete ('X') event, µs. */
  dur?: number
  /** Thread (CPU) time of a complete event, µs: the time the thread actually ran. */
  tdur?: number
  args?: { name?: string }
}

export interface LongestTask {
  /** CPU time of the longest main-thread task, ms. */
  cpuMs: number
  /** Wall time of that task, ms (includes waiting for a core). */
  wallMs: number
  /** Tasks over 50 ms of wall time, and how many of them also ran over 50 ms of CPU. */
  longByWall: number
  longByCpu: number
}

/**
 * The longest task on any page's main thread, counted in thread time (CPU) from a trace: on a busy 2-core machine
 * a task's wall time also holds the time it waited for a core, which is not work the page did.
 */
export function longestMainThreadTask(trace: Buffer | string): LongestTask {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const result: LongestTask = { cpuMs: 0, wallMs: 0, longByWall: 0, longByCpu: 0 }
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mainThreads.has(`${e.pid}:${e.tid}`)) continue
    const cpuMs = (e.tdur ?? e.dur ?? 0) / 1000
    const wallMs = (e.dur ?? 0) / 1000
    if (wallMs > 50) result.longByWall += 1
    if (cpuMs > 50) result.longByCpu += 1
    if (cpuMs > result.cpuMs)
      Object.assign(result, { cpuMs: Math.round(cpuMs * 10) / 10, wallMs: Math.round(wallMs * 10) / 10 })
  }
  return result
}

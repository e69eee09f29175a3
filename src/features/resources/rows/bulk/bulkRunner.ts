import { errorText, isApiError } from '@/api/errors'
import type { Id } from '@/api/queryKeys'
import { i18n } from '@/i18n/i18n'
import { eachAtMost } from './eachAtMost'

/** A selected row as a bulk run sees it. */
export interface BulkRow {
  id: Id
  /** What the summary calls it. */
  name: string
  undeletable: boolean
}

export type SkipReason =
  | { kind: 'undeletable' }
  | { kind: 'locked'; editor: string }
  /** The hub refused or could not be reached, or the channel dropped before the row's DELETE. */
  | { kind: 'noLock' }
  | { kind: 'failed'; error: unknown }
  /** Cancelled, or stopped by a sign-out, before it was sent. */
  | { kind: 'notSent' }
  /** Someone saved the row since it was chosen (or since this run wrote it, for an Undo). */
  | { kind: 'changed'; editor?: string }

export interface Skipped {
  row: BulkRow
  reason: SkipReason
}

export function reasonText(reason: SkipReason): string {
  switch (reason.kind) {
    case 'undeletable':
      return i18n._('undeletable')
    case 'locked':
      return i18n._('locked by {editor}', { editor: reason.editor })
    case 'noLock':
      return i18n._('its edit lock could not be had')
    case 'notSent':
      return i18n._('not sent')
    case 'changed':
      return reason.editor
        ? i18n._('{editor} saved it meanwhile', { editor: reason.editor })
        : i18n._('it was saved meanwhile')
    case 'failed': {
      // A refused value says which: the field's own message.
      const fields = isApiError(reason.error) ? Object.values(reason.error.fieldErrors) : []
      if (fields.length > 0) return fields.join(' ')
      return isApiError(reason.error) && reason.error.status !== undefined
        ? i18n._('the server answered {status}', { status: reason.error.status })
        : errorText(reason.error)
    }
  }
}

export interface BulkLocks {
  /** Takes the row's edit lock: undefined once held, the holder's name when someone else has it; rejects offline. */
  take(id: Id): Promise<string | undefined>
  /** Whether this client holds the row's lock right now (the channel up, the lock not lost). */
  holds(id: Id): boolean
}

/** Undeletable rows are skipped before anything else: their locks are not even asked for. */
export function setUndeletableAside(rows: readonly BulkRow[]): { deletable: BulkRow[]; skipped: Skipped[] } {
  return {
    deletable: rows.filter((row) => !row.undeletable),
    skipped: rows.filter((row) => row.undeletable).map((row) => ({ row, reason: { kind: 'undeletable' } })),
  }
}

/**
 * Takes every row's edit lock, as an edit does, before anything is deleted. Rows locked by someone else, or whose lock
 * could not be had, are skipped.
 */
export async function lockRows(rows: readonly BulkRow[], locks: BulkLocks) {
  const skipped: Skipped[] = []
  const answers = await Promise.allSettled(rows.map((row) => locks.take(row.id)))
  const held: BulkRow[] = []
  rows.forEach((row, i) => {
    const answer = answers[i] ?? { status: 'rejected' as const }
    if (answer.status === 'rejected') skipped.push({ row, reason: { kind: 'noLock' } })
    else if (answer.value !== undefined) skipped.push({ row, reason: { kind: 'locked', editor: answer.value } })
    else held.push(row)
  })
  return { held, skipped }
}

/** What an action throws to skip a row with a reason of its own (changed meanwhile). */
export class SkipRow extends Error {
  constructor(readonly reason: SkipReason) {
    super('skipped')
  }
}

export interface SendOptions {
  /** The row's action, under its lock: resolves done, or throws (SkipRow, or the call's error). */
  act(row: BulkRow): Promise<void>
  holds(id: Id): boolean
  /** DELETEs in flight at once. */
  concurrency: number
  /** Cancel: no DELETE is sent after it; those in flight finish. */
  signal?: AbortSignal
  /** Rows done (deleted or skipped) of all. */
  onProgress?(done: number, total: number): void
}

export interface BulkResult {
  /** Rows the action was done to (deleted, updated). */
  done: BulkRow[]
  skipped: Skipped[]
  /** A 401 stopped the run: the session is gone and the rest was not sent. */
  signedOut: boolean
}

/**
 * Runs the action on the held rows a few at a time. A 401 stops the run; a row whose lock is no longer held is not
 * touched. Never rejects: every row ends done or skipped.
 */
export async function actOnRows(rows: readonly BulkRow[], options: SendOptions): Promise<BulkResult> {
  const { act, holds, concurrency, signal, onProgress } = options
  const result: BulkResult = { done: [], skipped: [], signedOut: false }
  let done = 0
  await eachAtMost(rows, concurrency, async (row) => {
    if (signal?.aborted || result.signedOut) {
      result.skipped.push({ row, reason: { kind: 'notSent' } })
    } else if (!holds(row.id)) {
      result.skipped.push({ row, reason: { kind: 'noLock' } })
    } else {
      try {
        await act(row)
        result.done.push(row)
      } catch (error) {
        if (error instanceof SkipRow) result.skipped.push({ row, reason: error.reason })
        else {
          if (isApiError(error) && error.status === 401) result.signedOut = true
          result.skipped.push({ row, reason: { kind: 'failed', error } })
        }
      }
    }
    onProgress?.(++done, rows.length)
  })
  return result
}

/** A delete's action: a 404 counts as deleted (someone else deleted it meanwhile). */
export const deleteAction =
  (deleteOne: (id: Id) => Promise<void>) =>
  async (row: BulkRow): Promise<void> => {
    try {
      await deleteOne(row.id)
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) throw error
    }
  }

/** "12 deleted, 2 skipped". */
export const summaryText = (result: BulkResult) =>
  i18n._('{deleted} deleted, {skipped} skipped', { deleted: result.done.length, skipped: result.skipped.length })

/**
 * A token bucket for the bulk delete's hub messages: `burst` at once, then `rate` a second. `take` resolves when one
 * message may go. `now` and `sleep` are the clock's (tests pass their own).
 */
export function hubPacer(
  rate: number,
  burst: number,
  now: () => number = () => performance.now(),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
) {
  let tokens = burst
  let last = now()
  return async function take(): Promise<void> {
    for (;;) {
      const at = now()
      tokens = Math.min(burst, tokens + ((at - last) / 1000) * rate)
      last = at
      if (tokens >= 1) {
        tokens -= 1
        return
      }
      await sleep(Math.ceil(((1 - tokens) / rate) * 1000))
    }
  }
}

export interface WindowOptions extends Omit<SendOptions, 'holds' | 'onProgress'> {
  locks: BulkLocks & { release(id: Id): Promise<void> }
  /** Rows done (deleted or skipped) of all. */
  onProgress?(done: number, total: number): void
}

/**
 * Runs the action window by window: the first window's locks may be taken already (`first`: a delete takes them before
 * its Undo); each next window's are taken before its actions, and every window's are let go once its actions are
 * answered, so the client never holds more than one window's locks. After Cancel or a 401 the windows left are not
 * locked and not touched.
 */
export async function runInWindows(
  windows: readonly (readonly BulkRow[])[],
  first: { held: BulkRow[]; skipped: Skipped[] } | undefined,
  options: WindowOptions,
): Promise<BulkResult> {
  const { locks, signal, onProgress } = options
  const total = windows.reduce((n, w) => n + w.length, 0)
  const result: BulkResult = { done: [], skipped: [], signedOut: false }
  let done = 0
  for (const [i, rows] of windows.entries()) {
    if (signal?.aborted || result.signedOut) {
      result.skipped.push(...rows.map((row) => ({ row, reason: { kind: 'notSent' } as const })))
      done += rows.length
      onProgress?.(done, total)
      continue
    }
    const { held, skipped } = i === 0 && first ? first : await lockRows(rows, locks)
    done += skipped.length
    const base = done
    const sent = await actOnRows(held, {
      ...options,
      holds: locks.holds,
      onProgress: (n) => onProgress?.(base + n, total),
    })
    done = base + held.length
    await Promise.all(held.map((row) => locks.release(row.id)))
    result.done.push(...sent.done)
    result.skipped.push(...skipped, ...sent.skipped)
    result.signedOut ||= sent.signedOut
  }
  return result
}

/** Splits rows into windows of `size`. */
export const windowsOf = <T>(rows: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size))

import type { SandboxRecord } from './types'

/**
 * A collection keeps its records in ascending id order: the seed, a create and a bulk fill append under a growing
 * id, and the database reads them back ORDER BY id. So a lookup by id is a binary search; a scan made every PUT on
 * 100,000 portions cost milliseconds. Data out of order (a hand-edited file) is still answered right, by a scan.
 */
export function indexOfId(rows: readonly SandboxRecord[], id: number): number {
  let low = 0
  let high = rows.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const at = (rows[middle] as SandboxRecord).id
    if (at === id) return middle
    if (at < id) low = middle + 1
    else high = middle - 1
  }
  return rows.findIndex((r) => r.id === id)
}

export function recordById(rows: readonly SandboxRecord[], id: number): SandboxRecord | undefined {
  return rows[indexOfId(rows, id)]
}

/** The highest id held, found by a scan: for a collection whose next id has not been counted yet. */
export const highestId = (rows: readonly SandboxRecord[]): number => rows.reduce((max, r) => Math.max(max, r.id), 0)

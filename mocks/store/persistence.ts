import type { ListAnswer, ListQuery } from './listQuery'

/**
 * What a save changed: one record of a collection, or one upload. Sign-ins, sign-in generations and next ids are
 * small and always compared; a save without a list may have changed anything.
 */
export type Change = { resource: string; id: number } | { upload: 'files' | 'images'; id: number }

/** A save the disk did not take (full, read-only, failing); nothing of it was kept. `code` is an errno name. */
export class StoreWriteError extends Error {
  override readonly name = 'StoreWriteError'
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Where the sandbox store keeps its state between page loads (browser) or runs (local server). */
export interface Persistence {
  load(): unknown
  /**
   * Keeps data; `changed` names what changed since the last save (absent: anything may have). Returns once it is
   * kept; a persistence that can fail throws StoreWriteError, after undoing the save (see onRollback).
   */
  save(data: unknown, changed?: readonly Change[]): void
  clear(): void
  /** A save failed and was undone: `reload` makes the store read load() again, which holds what was kept. */
  onRollback?(reload: () => void): void
  /** Answers a list query itself (from a database's indexes); absent, the store filters what load() gave. */
  list?(resource: string, query: ListQuery): ListAnswer
}

export const memoryPersistence = (): Persistence => {
  let data: unknown = null
  return {
    load: () => data,
    save: (d) => {
      data = d
    },
    clear: () => {
      data = null
    },
  }
}

export const STORAGE_KEY = 'sandbox.store.v1'

/**
 * Browser sandbox: one store in localStorage, shared by every tab. The store re-reads before each request; parsing
 * is skipped while the stored text is the one this tab last read or wrote.
 */
export const localStoragePersistence = (): Persistence => {
  let lastRaw: string | null = null
  let lastData: unknown = null
  return {
    load() {
      const raw = localStorage.getItem(STORAGE_KEY)
      if (!raw) return null
      if (raw === lastRaw) return lastData
      try {
        lastData = JSON.parse(raw)
        lastRaw = raw
        return lastData
      } catch {
        return null
      }
    },
    save(d) {
      const raw = JSON.stringify(d)
      localStorage.setItem(STORAGE_KEY, raw)
      lastRaw = raw
      lastData = d
    },
    clear() {
      localStorage.removeItem(STORAGE_KEY)
      lastRaw = null
      lastData = null
    },
  }
}

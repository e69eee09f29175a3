/** Big parts of the state a save may name as changed, so a file persistence re-serializes only those. */
export type ChangedPart = `collections.${string}` | 'files' | 'images'

/** Where the sandbox store keeps its state between page loads. */
export interface Persistence {
  load(): unknown
  /** Keeps data; `changed` names the big parts that changed since the last save (absent: any part may have). */
  save(data: unknown, changed?: readonly ChangedPart[]): void
  clear(): void
  /**
   * For a persistence that writes later (the local server's file): runs `then` once what was saved so far is
   * durable, and never when that write failed. Absent: a save that returned is durable.
   */
  afterSave?(then: () => void): void
  /** Saves that failed were rolled back: `reload` makes the store read load() again. */
  onRollback?(reload: () => void): void
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
 * Browser sandbox: one store in localStorage, shared by every tab (design §8.30). The store re-reads before each
 * request; parsing is skipped while the stored text is the one this tab last read or wrote.
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

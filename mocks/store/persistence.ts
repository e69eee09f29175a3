/** Where the sandbox store keeps its state between page loads. */
export interface Persistence {
  load(): unknown
  save(data: unknown): void
  clear(): void
}

export const memoryPersistence = (): Persistence => {
  let data: unknown = null
  return {
    load: () => data,
    save: (d) => {
      data = structuredClone(d)
    },
    clear: () => {
      data = null
    },
  }
}

export const STORAGE_KEY = 'sandbox.store.v1'

/** Browser sandbox: one store in localStorage, shared by every tab (design §8.30). */
export const localStoragePersistence = (): Persistence => ({
  load() {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (!raw) return null
    try {
      return JSON.parse(raw)
    } catch {
      return null
    }
  },
  save(d) {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(d))
  },
  clear() {
    localStorage.removeItem(STORAGE_KEY)
  },
})

/**
 * The store's state as JSON, re-serializing only what changed: a collection's text is kept until a save names it
 * (`collections.<name>`), and so are the uploads (`files`, `images`). With a 5 MB data file a PUT then costs the
 * main thread the one collection it touched instead of 25 ms for the whole file. Everything else (version, sign-ins,
 * ids, dictionaries) is small and serialized every time, so a save that names nothing can never leave it stale.
 */

import type { ChangedPart } from '../store/persistence'

const CACHED_TOP = new Set(['files', 'images'])

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export class StateJson {
  private readonly cache = new Map<string, string>()

  /** Forget what is cached for these parts (all of them when undefined). */
  invalidate(changed?: readonly ChangedPart[]) {
    if (!changed) this.cache.clear()
    else for (const part of changed) this.cache.delete(part)
  }

  private cached(part: string, value: unknown): string {
    let text = this.cache.get(part)
    if (text === undefined) {
      text = JSON.stringify(value) ?? 'null'
      this.cache.set(part, text)
    }
    return text
  }

  /** JSON.stringify(state), from the cache where it can. */
  serialize(state: unknown): string {
    if (!isObject(state)) return JSON.stringify(state)
    const entries: string[] = []
    for (const [key, value] of Object.entries(state)) {
      if (value === undefined) continue
      let text: string
      if (key === 'collections' && isObject(value)) {
        const collections = Object.entries(value).map(
          ([name, rows]) => `${JSON.stringify(name)}:${this.cached(`collections.${name}`, rows)}`,
        )
        text = `{${collections.join(',')}}`
      } else {
        text = CACHED_TOP.has(key) ? this.cached(key, value) : JSON.stringify(value)
      }
      entries.push(`${JSON.stringify(key)}:${text}`)
    }
    return `{${entries.join(',')}}`
  }
}

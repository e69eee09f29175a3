import { useSyncExternalStore } from 'react'

export type RowMotion = typeof import('./motionRows')

/**
 * framer-motion for the rows of a list, loaded with the first live event and never before: a list that sees no live
 * change never downloads it (the first-load budget). Until it is there, rows render as plain table rows.
 */
let loaded: RowMotion | undefined
let requested = false
const listeners = new Set<() => void>()

export function loadRowMotion(): void {
  if (requested) return
  requested = true
  import('./motionRows').then(
    (module) => {
      loaded = module
      for (const l of [...listeners]) l()
    },
    () => {
      // Offline or a new deploy: the rows stay plain, the next live event tries again.
      requested = false
    },
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The row animations once loaded, else undefined. */
export function useRowMotion(): RowMotion | undefined {
  return useSyncExternalStore(subscribe, () => loaded)
}

import { useMemo, useSyncExternalStore } from 'react'

type RowMotionModule = typeof import('./motionRows')

/** What one table needs to animate its rows: the row component and the layout group its rows share. */
export interface RowMotion {
  LiveRow: RowMotionModule['LiveRow']
  RowsWillMove: RowMotionModule['RowsWillMove']
  group: ReturnType<RowMotionModule['rowGroup']>
}

/**
 * framer-motion for the rows of a list, loaded with the first live event and never before: a list that sees no live
 * change never downloads it (the first-load budget). Until it is there, rows render as plain table rows.
 */
let loaded: RowMotionModule | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

/** Starts the load once; the promise settles when framer-motion is in, or failed (then the next call tries again). */
export function loadRowMotion(): Promise<void> {
  loading ??= import('./motionRows').then(
    (module) => {
      loaded = module
      for (const l of [...listeners]) l()
    },
    () => {
      // Offline or a new deploy: the rows stay plain, the next live event tries again.
      loading = undefined
    },
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** One table's row motion once loaded, else undefined. */
export function useRowMotion(): RowMotion | undefined {
  const module = useSyncExternalStore(subscribe, () => loaded)
  return useMemo(
    () => module && { LiveRow: module.LiveRow, RowsWillMove: module.RowsWillMove, group: module.rowGroup() },
    [module],
  )
}

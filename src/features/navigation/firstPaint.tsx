import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { lazyComponent } from '@/ui/lazyComponent'

/**
 * The first signed-in screen's paint. What that paint does not need — the live connection, the toolbar's
 * popovers — loads once it has happened, so its code is not on the way to the rows. "Painted" means: the route's
 * screen has committed, no list is still loading its rows, and a frame has passed. It stays true for the rest of the
 * page's life.
 */
let painted = false
let screenCommitted = false
let holds = 0
let scheduled = false
const listeners = new Set<() => void>()

function settle() {
  if (painted || !screenCommitted || holds > 0 || scheduled) return
  scheduled = true
  // After the next frame, so the paint of what was just committed has happened.
  requestAnimationFrame(() =>
    setTimeout(() => {
      scheduled = false
      if (painted || holds > 0) return
      painted = true
      for (const listener of [...listeners]) listener()
    }, 0),
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
/** Runs `then` once the first screen has painted (at once if it has); returns a cancel function. */
export function afterFirstPaint(then: () => void): () => void {
  if (painted) {
    then()
    return () => undefined
  }
  const listener = () => {
    listeners.delete(listener)
    then()
  }
  return subscribe(listener)
}

/**
 * True once the first screen has painted. What appears then renders in a transition, in slices that yield to the
 * browser, not as one long task (total blocking time).
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted)
  useEffect(() => {
    if (done) return
    return afterFirstPaint(() => startTransition(() => setDone(true)))
  }, [done])
  return done
}

/** A screen still loading what it shows first (a list its rows) holds the first paint while `loading`. */
export function useHoldFirstPaint(loading: boolean) {
  useEffect(() => {
    if (!loading) return
    holds += 1
    return () => {
      holds -= 1
      settle()
    }
  }, [loading])
}

/** Holds the first paint while mounted: the fallback of a screen that suspends before it can hold it itself. */
export function HoldFirstPaint() {
  useHoldFirstPaint(true)
  return null
}

/**
 * Rendered right after the route's screen: its effect runs after the screen's, so a list still loading already
 * holds the paint. The router must be idle, or the screen's lazy chunk has not arrived and nothing is shown yet.
 */
export function ScreenCommitted() {
  const idle = useRouterState({ select: (s) => s.status === 'idle' })
  useEffect(() => {
    if (!idle) return
    screenCommitted = true
    settle()
  }, [idle])
  return null
}

/**
 * A component whose code loads after the first paint; `placeholder` (same size, not interactive) stands in until
 * then, so nothing moves when it arrives.
 */
export function loadedAfterFirstPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
) {
  const Lazy = lazyComponent(load, () => placeholder)
  return function LoadedAfterFirstPaint(props: P) {
    const done = useFirstPaintDone()
    return done ? <Lazy {...props} /> : placeholder
  }
}

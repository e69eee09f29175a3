/** A lazy chunk of its own (see rowMotion.ts): framer-motion and its layout features come with the first live event. */
import { useLayoutEffect, type ContextType } from 'react'
import {
  domMax,
  LayoutGroupContext,
  LazyMotion,
  m,
  MotionConfig,
  nodeGroup,
  useReducedMotion,
  type HTMLMotionProps,
} from 'framer-motion'
import { LIVE_FADE_MS } from '@/config'

type LayoutGroup = ContextType<typeof LayoutGroupContext>

/**
 * The layout group of one table's rows. The rows are memoised, so a row that only moves does not re-render; in one
 * group, any row that comes, goes or changes has all the others measured too, and they slide.
 */
export function rowGroup(): LayoutGroup {
  return { group: nodeGroup() }
}

/**
 * Rendered before a table's rows, re-rendered with them: its effect cleanup runs before React moves any row's
 * element, so the rows are measured where they were and slide when one is added above them (a prepend with room).
 */
export function RowsWillMove({ group, rows }: { group: LayoutGroup; rows: unknown }) {
  useLayoutEffect(() => () => group.group?.dirty(), [group, rows])
  return null
}

const fade = { duration: LIVE_FADE_MS / 1000, ease: 'easeIn' } as const
const slide = { duration: 0.25, ease: 'easeOut' } as const

type LiveRowProps = Omit<HTMLMotionProps<'tr'>, 'layout' | 'initial' | 'animate' | 'transition'> & {
  group: LayoutGroup
  /** Added live: fades in where it lands. */
  entering?: boolean
  /** Deleted live: fades out where it was (the table keeps it for LIVE_FADE_MS). */
  leaving?: boolean
}

/**
 * A table row that slides to its new place when rows above it come or go (a prepend with room, a delete and its
 * backfill), fades in when added live and out when deleted live. Each row brings its own motion scope, so the
 * table's body stays the same element when motion loads.
 */
export function LiveRow({ group, entering = false, leaving = false, ...props }: LiveRowProps) {
  // A row that goes has the others measured while it still takes its room (this cleanup runs before React removes
  // the element), so they slide into that room instead of jumping.
  useLayoutEffect(() => () => group.group?.dirty(), [group])
  // MotionConfig's "user" setting stops transforms but not layout animations (measured in Chromium): no sliding.
  const still = useReducedMotion() === true
  return (
    <LazyMotion features={domMax} strict>
      {/* Reduced motion: no sliding; rows deleted live are hidden by the table's CSS instead of fading. */}
      <MotionConfig reducedMotion="user">
        <LayoutGroupContext.Provider value={group}>
          <m.tr
            {...props}
            layout={still ? false : 'position'}
            initial={entering || leaving ? { opacity: entering ? 0 : 1 } : false}
            animate={{ opacity: leaving ? 0 : 1 }}
            transition={{ layout: slide, opacity: leaving ? fade : slide }}
          />
        </LayoutGroupContext.Provider>
      </MotionConfig>
    </LazyMotion>
  )
}

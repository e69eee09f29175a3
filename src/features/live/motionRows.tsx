import type { ReactNode } from 'react'
import { domMax, LazyMotion, m, MotionConfig, type HTMLMotionProps } from 'framer-motion'
import { LIVE_FADE_MS } from '@/config'

/** A lazy chunk of its own (see rowMotion.ts): the layout features come with it, with the first live event. */
export function RowMotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domMax} strict>
      {/* Reduced motion: no sliding; rows deleted live are hidden by the table's CSS instead of fading. */}
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}

const fade = { duration: LIVE_FADE_MS / 1000, ease: 'easeIn' } as const
const slide = { duration: 0.25, ease: 'easeOut' } as const

type LiveRowProps = Omit<HTMLMotionProps<'tr'>, 'layout' | 'initial' | 'animate' | 'transition'> & {
  /** Added live: fades in where it lands. */
  entering?: boolean
  /** Deleted live: fades out where it was (the table keeps it for LIVE_FADE_MS). */
  leaving?: boolean
}

/**
 * A table row that slides to its new place when rows above it come or go (a prepend with room, a delete and its
 * backfill), fades in when added live and out when deleted live.
 */
export function LiveRow({ entering = false, leaving = false, ...props }: LiveRowProps) {
  return (
    <m.tr
      {...props}
      layout="position"
      initial={entering || leaving ? { opacity: entering ? 0 : 1 } : false}
      animate={{ opacity: leaving ? 0 : 1 }}
      transition={{ layout: slide, opacity: leaving ? fade : slide }}
    />
  )
}

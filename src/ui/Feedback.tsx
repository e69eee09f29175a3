import type { ComponentProps } from 'react'
import { cx } from './cx'
import { skeletonClass, skeletonInputClass, skeletonLineClass, spinnerClass } from './feedback.styles'

/** Chakra's Spinner; give it `role="status"` and a label where nothing else says that something loads. */
export function Spinner({ className, ...rest }: ComponentProps<'span'>) {
  return <span data-spinner="" {...rest} className={cx(spinnerClass, className)} />
}

/** A pulsing placeholder for one line of text, or for an input (`input`), while it loads (Chakra's Skeleton). */
export function Skeleton({ input = false, className, ...rest }: ComponentProps<'span'> & { input?: boolean }) {
  return (
    <span
      aria-hidden
      data-skeleton=""
      {...rest}
      className={cx(skeletonClass, input ? skeletonInputClass : skeletonLineClass, className)}
    />
  )
}

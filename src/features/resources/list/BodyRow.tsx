import type { ReactNode } from 'react'
import type { RowMotion } from '@/features/live'

interface BodyRowProps {
  className: string
  children: ReactNode
  /** The table's row motion, once loaded with the first live event. */
  motion: RowMotion | undefined
  /** Added live: fades in. */
  entering?: boolean
  /** Deleted live: fades out. */
  leaving?: boolean
  'data-highlight'?: string
  'data-removed'?: ''
  'aria-hidden'?: boolean
  inert?: boolean
  /** The list's grid: the row cursor's roving tabindex, the row's id, whether it is chosen. */
  tabIndex?: number
  'data-row-id'?: string
  'data-cursor'?: ''
  'aria-selected'?: boolean
}

/** A table body row: a plain row until live motion is loaded, then a LiveRow with the same attributes and classes. */
export function BodyRow({ motion, entering, leaving, children, ...props }: BodyRowProps) {
  if (!motion) return <tr {...props}>{children}</tr>
  return (
    <motion.LiveRow group={motion.group} data-live-motion="" entering={entering} leaving={leaving} {...props}>
      {children}
    </motion.LiveRow>
  )
}

import type { ReactNode } from 'react'
import { alertClass } from './alert.styles'
import { cx } from './cx'

export type AlertStatus = keyof typeof alertClass.root

// Chakra's alert icons (its InfoIcon and WarningIcon, the latter for warnings and errors): a ring and a glyph.
const RING = 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z'
const WARNING_GLYPH = 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z'
const GLYPH: Record<AlertStatus, string> = { info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z', warning: WARNING_GLYPH, error: WARNING_GLYPH }

export interface AlertProps {
  status: AlertStatus
  title: ReactNode
  description?: ReactNode
  /** A control at the end of the alert (Retry, "Keep editing"). */
  children?: ReactNode
  className?: string
}

/** Chakra's Alert (recipe: root, indicator, content, title, description; subtle) with its status icon. */
export function Alert({ status, title, description, children, className }: AlertProps) {
  const styles = alertClass
  return (
    <div role="alert" className={cx(styles.root[status], className)}>
      <span className={styles.indicator}>
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden>
          <path d={RING + GLYPH[status]} />
        </svg>
      </span>
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        {description && <div className={styles.description}>{description}</div>}
      </div>
      {children}
    </div>
  )
}

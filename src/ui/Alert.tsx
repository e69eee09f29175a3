import type { ReactNode } from 'react'
import { alertClass } from './alert.styles'
import { cx } from './cx'
import { StatusIcon, type Status } from './StatusIcon'

export interface AlertProps {
  status: Status
  title: ReactNode
  description?: ReactNode
  /** A control at the end of the alert (Retry, "Keep editing"). */
  children?: ReactNode
  className?: string
  /** `alert` (Chakra's) announces it; `status` for a message that stands on the page. */
  role?: 'alert' | 'status'
}

/** Chakra's Alert (recipe: root, indicator, content, title, description; subtle) with its status icon. */
export function Alert({ status, title, description, children, className, role = 'alert' }: AlertProps) {
  const styles = alertClass
  return (
    <div role={role} data-status={status} className={cx(styles.root[status], className)}>
      <span className={styles.indicator}>
        <StatusIcon status={status} />
      </span>
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        {description && <div className={styles.description}>{description}</div>}
      </div>
      {children}
    </div>
  )
}

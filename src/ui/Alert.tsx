import type { ReactNode } from 'react'
import { alertClass } from './alert.styles'
import { cx } from './cx'
import { StatusIcon, type Status } from './StatusIcon'

type AlertProps = {
  status: Status
  title: ReactNode
  description?: ReactNode
  /** An action beside the text (a Retry button). */
  children?: ReactNode
  className?: string
  /** `alert` for a failure that just happened; none for a message that stands on the page. */
  role?: 'alert' | 'status'
}

/** Chakra's Alert (subtle): its status icon, a title, an optional description and an action. */
export function Alert({ status, title, description, children, className, role }: AlertProps) {
  const styles = alertClass[status]
  return (
    <div role={role} data-status={status} className={cx(styles.root, className)}>
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

/** Chakra's error Alert: its icon, a title and an action (a Retry button). */
export function ErrorAlert({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Alert status="error" role="alert" title={title}>
      {children}
    </Alert>
  )
}

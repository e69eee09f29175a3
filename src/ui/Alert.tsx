import type { ReactNode } from 'react'
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import { cx } from 'styled-system/css'
import { alert } from 'styled-system/recipes'

type Status = 'info' | 'warning' | 'error' | 'success'

const ICONS = { info: Info, warning: TriangleAlert, error: CircleAlert, success: CircleCheck } as const

export interface AlertProps {
  status: Status
  title: ReactNode
  description?: ReactNode
  /** A control at the end of the alert (a "Keep editing" button). */
  action?: ReactNode
  className?: string
}

/** Chakra's Alert (recipe: root, indicator, content, title, description; subtle variant) with its status icon. */
export function Alert({ status, title, description, action, className }: AlertProps) {
  const slots = alert({ status, variant: 'subtle', size: 'md' })
  const Icon = ICONS[status]
  return (
    <div role="alert" className={cx(slots.root, className)} data-status={status}>
      <span className={slots.indicator}>
        <Icon aria-hidden />
      </span>
      <div className={slots.content}>
        <div className={slots.title}>{title}</div>
        {description && <div className={slots.description}>{description}</div>}
      </div>
      {action}
    </div>
  )
}

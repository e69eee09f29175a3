import { SAMPLE_NOTIFICATIONS } from '@/features/shell/notifications'
import { toaster } from '@/features/shell/toaster'
import { Alert } from '@/ui/Alert'
import { Button } from '@/ui/Button'
import { cx } from '@/ui/cx'
import { demoClass as s } from './demo.styles'
import { useLingui } from '@lingui/react'

const TOAST_BUTTONS = [
  { type: 'info', label: 'Info', palette: 'info' },
  { type: 'success', label: 'Success', palette: 'success' },
  { type: 'warning', label: 'Warning', palette: 'warning' },
  { type: 'error', label: 'Error', palette: 'danger' },
] as const

/**
 * Demo: sample notifications and a toast per status colour (see docs/decisions.md, "Profile and demo screens"); the
 * shell shows the toasts.
 */
export function NotificationsScreen() {
  const { _ } = useLingui()
  return (
    <div className={s.page}>
      <div className={cx(s.stack6, s.narrow)}>
        <div>
          <h2 className={s.sectionTitle}>{_('Sample notifications')}</h2>
          <ul className={cx(s.stack3, s.plainList)}>
            {SAMPLE_NOTIFICATIONS.map((n) => (
              <li key={n.id}>
                <Alert status={n.status} title={_(n.text)} />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={s.sectionTitle}>{_('Show a toast')}</h2>
          <div className={s.row}>
            {TOAST_BUTTONS.map((b) => (
              <Button
                key={b.type}
                palette={b.palette}
                onClick={() =>
                  toaster.create({
                    type: b.type,
                    title: _('{kind} notification', { kind: _(b.label) }),
                    description: _('This is how a message of this kind looks.'),
                  })
                }
              >
                {_(b.label)}
              </Button>
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}

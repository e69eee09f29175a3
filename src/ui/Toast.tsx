import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { cx } from './cx'
import { openDialogs } from './openDialogs'
import { StatusIcon } from './StatusIcon'
import { toastClass as s } from './toast.styles'
import { useLingui } from '@lingui/react'
import type { Toast, Toaster } from './toaster'

export { createToaster, toaster, type Toaster, type ToastOptions } from './toaster'

function ToastItem({ toast, toaster, inDialog }: { toast: Toast; toaster: Toaster; inDialog: boolean }) {
  const { id, type, action } = toast
  const { _ } = useLingui()
  return (
    // Chakra's toast: a status (read politely, as a whole) inside the region.
    <div className={cx(s.root, s.still, !inDialog && s.place)} data-type={type} role="status" aria-atomic="true">
      {/* Chakra's toast shows no icon for info. */}
      {type !== 'info' && (
        <span className={s.indicator}>
          <StatusIcon status={type} />
        </span>
      )}
      <div className={s.text}>
        <div className={s.title}>{toast.title}</div>
        {toast.description && <div className={s.description}>{toast.description}</div>}
      </div>
      {action && (
        <button
          type="button"
          data-toast-action=""
          className={s.actionTrigger}
          onClick={() => {
            toaster.dismiss(id)
            action.onClick()
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        className={s.closeTrigger}
        aria-label={_('Dismiss notification')}
        onClick={() => toaster.dismiss(id)}
      >
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden>
          <path d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z" />
        </svg>
      </button>
    </div>
  )
}

/**
 * Where a toaster's toasts show (Chakra's Toaster, Toast's look): a polite live region, so a screen reader reads each
 * toast as it comes; each goes after its time or with its close button. On the page it floats where `placement`
 * puts it (at the bottom by default). While a modal dialog is open the page behind it is out of reach and unheard, so
 * the region moves into the dialog, below its buttons, where it covers nothing.
 */
export function ToastRegion({
  toaster,
  label,
  placement,
  width,
}: {
  toaster: Toaster
  label?: string
  /** Where the region floats on the page (a class with its inset); by default at the bottom. */
  placement?: string
  /** Its width on the page in px, for a placement that has one (the drawer's foot). */
  width?: number
}) {
  const { _ } = useLingui()
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.snapshot, toaster.snapshot)
  const dialog = useSyncExternalStore(openDialogs.subscribe, openDialogs.top, () => null)
  const region = (
    <section
      className={dialog ? s.inDialog : cx(s.regionBase, placement ?? s.regionPlace)}
      style={dialog ? undefined : { width }}
      aria-label={label ?? _('Notifications')}
      aria-live="polite"
      aria-relevant="additions text"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} toaster={toaster} inDialog={dialog !== null} />
      ))}
    </section>
  )
  return dialog ? createPortal(region, dialog) : region
}

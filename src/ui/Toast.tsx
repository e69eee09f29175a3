import { useEffect, useSyncExternalStore } from 'react'
import { cx } from './cx'
import { StatusIcon, type Status } from './StatusIcon'
import { toastClass as s } from './toast.styles'
import { useLingui } from '@lingui/react'

export type ToastOptions = { type: Status; title: string; description?: string }
type Toast = ToastOptions & { id: number }

/** How long a toast stays, by type (Zag's defaults, which Chakra's toaster used). */
const DURATION_MS: Record<Status, number> = { info: 5000, success: 2000, warning: 5000, error: 5000 }

/** A list of toasts and who listens to it: `create` from anywhere, `ToastRegion` shows them. */
export function createToaster() {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((l) => l())
  return {
    create(options: ToastOptions): number {
      const id = nextId++
      toasts = [...toasts, { ...options, id }]
      emit()
      return id
    },
    dismiss(id: number) {
      toasts = toasts.filter((t) => t.id !== id)
      emit()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    snapshot: () => toasts,
  }
}
export type Toaster = ReturnType<typeof createToaster>

function ToastItem({ toast, toaster }: { toast: Toast; toaster: Toaster }) {
  const { _ } = useLingui()
  const { id, type } = toast
  useEffect(() => {
    const timer = setTimeout(() => toaster.dismiss(id), DURATION_MS[type])
    return () => clearTimeout(timer)
  }, [toaster, id, type])
  return (
    <div className={cx(s.root, s.place)} data-type={toast.type} aria-atomic="true">
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
 * Where a toaster's toasts show (Chakra's Toaster at bottom-end, Toast's look): a polite live region, so a screen
 * reader reads each toast as it comes; each goes after its type's time or with its close button.
 */
export function ToastRegion({ toaster, label }: { toaster: Toaster; label?: string }) {
  const { _ } = useLingui()
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.snapshot, toaster.snapshot)
  return (
    <section
      className={s.region}
      aria-label={label ?? _('Notifications')}
      aria-live="polite"
      aria-relevant="additions text"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} toaster={toaster} />
      ))}
    </section>
  )
}

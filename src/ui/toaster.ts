import type { Status } from './StatusIcon'

/** A button in a toast (Undo): pressing it also closes the toast. */
export interface ToastAction {
  label: string
  onClick(): void
}
export type ToastOptions = {
  type: Status
  title: string
  description?: string
  action?: ToastAction
  /** How long it stays, in ms; by default its type's time. */
  duration?: number
}
export type Toast = ToastOptions & { id: number }

/** How long a toast stays, by type (Zag's defaults, which Chakra's toaster used). */
const DURATION_MS: Record<Status, number> = { info: 5000, success: 2000, warning: 5000, error: 5000 }

/**
 * A list of toasts and who listens to it: `create` from anywhere, `ToastRegion` shows them. Each toast's time runs
 * here, not in the component showing it, so a toast that moves (into a dialog opened meanwhile, and out again) keeps
 * its time.
 */
export function createToaster() {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const timers = new Map<number, ReturnType<typeof setTimeout>>()
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((l) => l())
  const dismiss = (id: number) => {
    clearTimeout(timers.get(id))
    timers.delete(id)
    if (!toasts.some((t) => t.id === id)) return
    toasts = toasts.filter((t) => t.id !== id)
    emit()
  }
  return {
    create(options: ToastOptions): number {
      const id = nextId++
      toasts = [...toasts, { ...options, id }]
      timers.set(
        id,
        setTimeout(() => dismiss(id), options.duration ?? DURATION_MS[options.type]),
      )
      emit()
      return id
    },
    dismiss,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    snapshot: () => toasts,
  }
}
export type Toaster = ReturnType<typeof createToaster>

/**
 * The console's one toaster: any screen creates toasts (a save, a delete), the signed-in frame shows them. A plain
 * store with no React, so creating a toast loads none of the region's code.
 */
export const toaster = createToaster()

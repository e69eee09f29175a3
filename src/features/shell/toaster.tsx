import { createToaster, ToastRegion } from '@/ui/Toast'

/** The console's one toaster. A screen that calls `toaster.create(...)` mounts `AppToaster` (only the notifications demo does). */
export const toaster = createToaster()

export function AppToaster() {
  return <ToastRegion toaster={toaster} label="Toasts" />
}

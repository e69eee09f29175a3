import { createToaster, ToastRegion } from '@/ui/Toast'
import { useLingui } from '@lingui/react'

/** The console's one toaster. A screen that calls `toaster.create(...)` mounts `AppToaster` (only the notifications demo does). */
export const toaster = createToaster()

export function AppToaster() {
  const { _ } = useLingui()
  return <ToastRegion toaster={toaster} label={_('Toasts')} />
}

import { ToastRegion, toaster } from '@/ui/Toast'
import { useLingui } from '@lingui/react'

export { toaster }

/** Where the console's toasts show: the signed-in frame mounts it once its first screen has painted. */
export function AppToaster() {
  const { _ } = useLingui()
  return <ToastRegion toaster={toaster} label={_('Toasts')} />
}

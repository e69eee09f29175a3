import { ToastRegion, toaster } from '@/ui/Toast'

export { toaster }

/** Where the console's toasts show: the signed-in frame mounts it once its first screen has painted. */
export function AppToaster() {
  return <ToastRegion toaster={toaster} label="Toasts" />
}

import { memo, type ReactNode } from 'react'
import { Button } from '@/ui/Button'
import { Dialog, DialogBody, DialogFooter, DialogText } from '@/ui/Dialog'
import { useLingui } from '@lingui/react'

interface ConfirmDialogProps {
  open: boolean
  title: string
  message: string
  confirmLabel: string
  onConfirm(): void
  onCancel(): void
  busy?: boolean
  /** More about the question, under it (what a delete takes with it). */
  children?: ReactNode
  /** Where focus goes on close; by default back to the element that had it before. */
  finalFocusEl?: () => HTMLElement | null
}

/** A yes/no question in an alert dialog; Esc and the backdrop answer no. Memoised: live row updates pass by. */
export const ConfirmDialog = memo(function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  children,
  finalFocusEl,
}: ConfirmDialogProps) {
  const { _ } = useLingui()
  if (!open) return null
  return (
    <Dialog role="alertdialog" title={title} onDismiss={onCancel} finalFocusEl={finalFocusEl}>
      <DialogBody>
        <DialogText>{message}</DialogText>
        {children}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {_('Cancel')}
        </Button>
        <Button palette="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  )
})

import { memo } from 'react'
import { errorText, isApiError } from '@/api/errors'
import { Button } from '@/ui/Button'
import { Dialog, DialogBody, DialogFooter, DialogText } from '@/ui/Dialog'
import { useLingui } from '@lingui/react'

interface ErrorDialogProps {
  error: unknown
  onClose(): void
  /** A failed load offers to try again beside Ok. */
  onRetry?(): void
  /**
   * The server's own message under the text, as a write's (see docs/decisions.md, "Errors from a write"); a record load
   * shows the spec's text alone.
   */
  withServerMessage?: boolean
}

/**
 * The spec's Error dialog: titled Error, the error text, and under it the server's own message (see docs/decisions.md,
 * "Errors from a write"). A write refused by another user's edit lock says who holds it in the text itself, so the
 * server's words are not repeated under it.
 */
export const ErrorDialog = memo(function ErrorDialog({
  error,
  onClose,
  onRetry,
  withServerMessage = true,
}: ErrorDialogProps) {
  const { _ } = useLingui()
  if (error === undefined || error === null) return null
  const serverMessage =
    withServerMessage && isApiError(error) && error.lockedBy === undefined ? error.serverMessage : undefined
  return (
    <Dialog role="alertdialog" title={_('Error')} onDismiss={onClose}>
      <DialogBody>
        <DialogText>{errorText(error)}</DialogText>
        {serverMessage && <DialogText muted>{serverMessage}</DialogText>}
      </DialogBody>
      <DialogFooter>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {_('Retry')}
          </Button>
        )}
        <Button onClick={onClose}>{_('Ok')}</Button>
      </DialogFooter>
    </Dialog>
  )
})

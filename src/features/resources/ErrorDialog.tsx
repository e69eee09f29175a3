import { memo } from 'react'
import { errorText, isApiError } from '@/api/errors'
import { Button } from '@/ui/Button'
import { Dialog, DialogBody, DialogFooter, DialogText } from '@/ui/Dialog'

/** The spec's Error dialog: titled Error, the error text, and under it the server's own message (design §8.17). */
export const ErrorDialog = memo(function ErrorDialog({ error, onClose }: { error: unknown; onClose(): void }) {
  if (error === undefined || error === null) return null
  const serverMessage = isApiError(error) ? error.serverMessage : undefined
  return (
    <Dialog role="alertdialog" title="Error" onDismiss={onClose}>
      <DialogBody>
        <DialogText>{errorText(error)}</DialogText>
        {serverMessage && <DialogText muted>{serverMessage}</DialogText>}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose}>Ok</Button>
      </DialogFooter>
    </Dialog>
  )
})

import { memo } from 'react'
import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { errorText, isApiError } from '@/api/errors'

interface ErrorDialogProps {
  error: unknown
  onClose(): void
  /** A failed load offers to try again beside Ok. */
  onRetry?(): void
  /** The server's own message under the text, as a write's (design §8.17); a record load shows the spec's text alone (issue 20). */
  withServerMessage?: boolean
}

/**
 * The spec's Error dialog: titled Error, the error text, and under it the server's own message (design §8.17). A
 * write refused by another user's edit lock says who holds it in the text itself, so the server's words are not
 * repeated under it.
 */
export const ErrorDialog = memo(function ErrorDialog({ error, onClose, onRetry, withServerMessage = true }: ErrorDialogProps) {
  const serverMessage = withServerMessage && isApiError(error) && error.lockedBy === undefined ? error.serverMessage : undefined
  return (
    <Dialog.Root open={error !== undefined && error !== null} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Error</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{errorText(error)}</Text>
              {serverMessage && <Text mt={2} color="fg.muted">{serverMessage}</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              {onRetry && <Button variant="outline" onClick={onRetry}>Retry</Button>}
              <Button onClick={onClose}>Ok</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
})

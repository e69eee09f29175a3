import { memo } from 'react'
import { Button, Dialog, Portal, Text } from '@chakra-ui/react'

interface ConfirmDialogProps {
  open: boolean
  title: string
  message: string
  confirmLabel: string
  onConfirm(): void
  onCancel(): void
  busy?: boolean
  /** Where focus goes on close; by default back to the element that had it before. */
  finalFocusEl?: () => HTMLElement | null
}

/** A yes/no question in an alert dialog; Esc and the backdrop answer no. Memoised: live row updates pass by. */
export const ConfirmDialog = memo(function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, busy, finalFocusEl }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog" finalFocusEl={finalFocusEl}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>Cancel</Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>{confirmLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
})

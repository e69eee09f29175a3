import { useLingui } from '@lingui/react'
import { Button } from '@/ui/Button'
import { Dialog, DialogBody, DialogFooter } from '@/ui/Dialog'
import { reasonText, type Skipped } from './bulkRunner'

/** The rows a bulk delete left, each with why: nothing it skipped goes unsaid. */
export function SkippedDialog({ skipped, onClose }: { skipped: readonly Skipped[]; onClose(): void }) {
  const { _ } = useLingui()
  return (
    <Dialog title={_('Skipped rows')} onDismiss={onClose}>
      <DialogBody>
        <ul>
          {skipped.map(({ row, reason }) => (
            <li key={String(row.id)}>{`${row.name}: ${reasonText(reason)}`}</li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose}>{_('Close')}</Button>
      </DialogFooter>
    </Dialog>
  )
}

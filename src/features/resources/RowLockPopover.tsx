import type { ReactElement } from 'react'
import { Popover, Portal } from '@chakra-ui/react'

/** The full "Locked by NAME" under the row's lock badge (RowLockBadge.tsx), which is its trigger. */
export function RowLockPopover({ label, trigger }: { label: string; trigger: ReactElement }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="min(300px, calc(100vw - 16px))">
            <Popover.Arrow />
            <Popover.Body overflowWrap="anywhere">{label}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

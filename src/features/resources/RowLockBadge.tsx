import { Button, Popover, Portal, Text } from '@chakra-ui/react'
import { Lock } from 'lucide-react'

/**
 * In place of the pencil: a lock and the editor's name (spec §2), cut with an ellipsis when long. It is a button,
 * so touch and keyboard reach the full name too (a tooltip would serve only a mouse).
 */
export function RowLockBadge({ editor }: { editor: string }) {
  const label = `Locked by ${editor}`
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button aria-label={label} size="sm" variant="ghost" color="orange.fg" maxW="9rem" px={2} gap={1}>
          <Lock aria-hidden />
          <Text as="span" truncate>{editor}</Text>
        </Button>
      </Popover.Trigger>
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

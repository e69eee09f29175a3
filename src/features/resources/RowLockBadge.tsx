import { lazy, Suspense } from 'react'
import { Button, Text, type ButtonProps } from '@chakra-ui/react'
import { Lock } from 'lucide-react'

// The popover (its machine, positioning and focus handling) is not in the list's first load (issue 12): locks come
// from the live connection, which starts after the first paint, and the popover's code loads with the first badge.
const RowLockPopover = lazy(() => import('./RowLockPopover').then((m) => ({ default: m.RowLockPopover })))

const look: ButtonProps = { size: 'sm', variant: 'ghost', color: 'orange.fg', maxW: '9rem', px: 2, gap: 1 }

/**
 * In place of the pencil: a lock and the editor's name (spec §2), cut with an ellipsis when long. It is a button,
 * so touch and keyboard reach the full name too (a tooltip would serve only a mouse). Until the popover's code has
 * come, the same badge shows as text: it looks the same, so nothing moves, but it is not yet a button.
 */
export function RowLockBadge({ editor }: { editor: string }) {
  const label = `Locked by ${editor}`
  const face = (
    <>
      <Lock aria-hidden />
      <Text as="span" truncate>{editor}</Text>
    </>
  )
  return (
    <Suspense
      fallback={
        <Button asChild {...look}>
          <span>{face}</span>
        </Button>
      }
    >
      <RowLockPopover label={label} trigger={<Button aria-label={label} {...look}>{face}</Button>} />
    </Suspense>
  )
}

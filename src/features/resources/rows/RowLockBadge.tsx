import { useId, useState } from 'react'
import { flushSync } from 'react-dom'
import { Lock } from 'lucide-react'
import type { LockEntry } from '@/api/hubAdapter'
import type { LiveResource } from '@/features/live/liveResource'
import { useMinutesLeft } from '@/features/live/lockTime'
import { Button } from '@/ui/Button'
import { cx } from '@/ui/cx'
import { popoverClass } from '@/ui/overlay.styles'
import { holderName } from './locks/holderName'
import { NotifyButton } from './locks/NotifyButton'
import { rowLockStyles as s } from './RowLockBadge.styles'
import { useLingui } from '@lingui/react'

/** Browsers without the popover API (and jsdom) toggle the popover's content from the button's click instead. */
const nativePopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype

/**
 * In place of the pencil: a lock, the holder's name (cut with an ellipsis when long) and the minutes their lock has
 * left. It is a button, so touch and keyboard reach the full text too (a tooltip would serve only a mouse): a popover
 * under the badge, with "Notify me when free". The popover is the browser's (`popover`, opened by the button's
 * `popovertarget`): in the top layer, so the table's scrolling does not clip it; Esc and a click elsewhere close it;
 * CSS places it beside the badge, on its row. Its content exists only while it is open, so a closed badge adds no
 * second "Locked by" text to the page.
 */
export function RowLockBadge({ resource, lock, name }: { resource: LiveResource; lock: LockEntry; name: string }) {
  const { _ } = useLingui()
  const editor = holderName(lock)
  const minutes = useMinutesLeft(lock.lockDate)
  const label = _('{name}: locked by {editor}, {minutes} min left', { name, editor, minutes })
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        palette="warning"
        className={s.badge}
        aria-label={label}
        aria-expanded={open}
        popoverTarget={id}
        onClick={nativePopover ? undefined : () => setOpen((v) => !v)}
      >
        <Lock aria-hidden />
        {/* A space between name and minutes: the visible words are then part of the button's name, in order. */}
        <span className={s.name}>{editor}</span> <span className={s.minutes}>{_('{minutes} min', { minutes })}</span>
      </Button>
      <div
        id={id}
        popover="auto"
        role={open ? 'dialog' : undefined}
        aria-label={open ? label : undefined}
        className={cx(popoverClass.content, popoverClass.native, s.bubble)}
        onBeforeToggle={(e) => {
          // Its text is there when it shows, not a frame later.
          if (e.newState === 'open') flushSync(() => setOpen(true))
        }}
        onToggle={(e) => setOpen(e.newState === 'open')}
      >
        {open && (
          <>
            <p>{label}</p>
            <NotifyButton resource={resource} id={lock.id} name={name} />
          </>
        )}
      </div>
    </>
  )
}

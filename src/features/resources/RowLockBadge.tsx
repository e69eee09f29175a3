import { useId, useState } from 'react'
import { flushSync } from 'react-dom'
import { Lock } from 'lucide-react'
import { Button } from '@/ui/Button'
import { cx } from '@/ui/cx'
import { popoverClass } from '@/ui/overlay.styles'
import { rowLockStyles as s } from './RowLockBadge.styles'

/** Browsers without the popover API (and jsdom) toggle the popover's content from the button's click instead. */
const nativePopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype

/**
 * In place of the pencil: a lock and the editor's name, cut with an ellipsis when long. It is a button, so touch and
 * keyboard reach the full name too (a tooltip would serve only a mouse): a popover under the badge. The popover is the
 * browser's (`popover`, opened by the button's `popovertarget`): in the top layer, so the table's scrolling does not
 * clip it; Esc and a click elsewhere close it; CSS places it beside the badge, on its row. Its content exists only
 * while it is open, so a closed badge adds no second "Locked by" text to the page.
 */
export function RowLockBadge({ editor }: { editor: string }) {
  const label = `Locked by ${editor}`
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
        <span className={s.name}>{editor}</span>
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
        {open && label}
      </div>
    </>
  )
}

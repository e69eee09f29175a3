import { useId, useState } from 'react'
import { flushSync } from 'react-dom'
import { Lock } from 'lucide-react'
import '@/theme/controls.css'
import './RowLockBadge.css'

/** Browsers without the popover API (and jsdom) toggle the popover's content from the button's click instead. */
const nativePopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype

/**
 * In place of the pencil: a lock and the editor's name (spec §2), cut with an ellipsis when long. It is a button,
 * so touch and keyboard reach the full name too (a tooltip would serve only a mouse): a popover under the badge.
 * The popover is the browser's (`popover`, opened by the button's `popovertarget`): in the top layer, so the table's
 * scrolling does not clip it; Esc and a click elsewhere close it; CSS places it at the badge. Its content exists only
 * while it is open, so a closed badge adds no second "Locked by" text to the page.
 */
export function RowLockBadge({ editor }: { editor: string }) {
  const label = `Locked by ${editor}`
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="nc-control-button nc-row-lock"
        aria-label={label}
        aria-expanded={open}
        popoverTarget={id}
        onClick={nativePopover ? undefined : () => setOpen((v) => !v)}
      >
        <Lock aria-hidden />
        <span className="nc-row-lock__name">{editor}</span>
      </button>
      <div
        id={id}
        popover="auto"
        role={open ? 'dialog' : undefined}
        aria-label={open ? label : undefined}
        className="nc-row-lock__popover"
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

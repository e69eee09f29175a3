import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { cx } from '@/ui/cx'
import { iconButtonClassName } from '@/ui/IconButton'
import { popoverClass } from '@/ui/overlay.styles'
import { toolbarPopoverStyles as s } from './ToolbarPopover.styles'

/** Space from the viewport's edges. */
const EDGE_PX = 8
/** From the button's bottom to the popover: the arrow sits in it. */
const GAP_PX = 14
const ARROW_HALF_PX = 6
/** Where focus goes when the popover opens; without any, the popover itself takes it. */
const FIRST_FOCUS = 'input:checked, a[href], button:not(:disabled)'

/**
 * Under the button, its end edge on the button's (bottom-end), kept inside the viewport; the arrow points at the
 * button.
 */
function place(popover: HTMLElement, button: HTMLElement, maxWidth: number) {
  const anchor = button.getBoundingClientRect()
  const width = Math.min(maxWidth, window.innerWidth - 2 * EDGE_PX)
  const left = Math.min(Math.max(anchor.right - width, EDGE_PX), window.innerWidth - EDGE_PX - width)
  popover.style.width = `${width}px`
  popover.style.left = `${left}px`
  popover.style.top = `${anchor.bottom + GAP_PX}px`
  popover.style.setProperty('--arrow-left', `${anchor.left + anchor.width / 2 - left - ARROW_HALF_PX}px`)
}

/**
 * A toolbar icon button with its popover (the bell's list, the settings), on the kit. The native
 * popover attribute gives the top layer, Esc, closing on a click outside and focus back to the button; this places
 * it, moves focus into it as it opens, and closes it when a link in it is followed. `beside` shows next to the
 * button (the bell's count).
 */
export function ToolbarPopover({
  label,
  title,
  icon,
  maxWidth,
  beside,
  onOpenChange,
  children,
}: {
  label: string
  title: string
  icon: ReactNode
  maxWidth: number
  beside?: ReactNode
  /** Hears the popover open and close (the bell marks its notices read). */
  onOpenChange?: (open: boolean) => void
  children: ReactNode
}) {
  const id = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const popoverRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const onOpenChangeRef = useRef(onOpenChange)
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange
  })

  useEffect(() => {
    const popover = popoverRef.current
    const button = buttonRef.current
    if (!popover || !button) return
    const placeIt = () => place(popover, button, maxWidth)
    // Next frame: the toolbar's layout for the new width (the menu button comes and goes) is rendered by then.
    const placeAfterResize = () => requestAnimationFrame(placeIt)
    // Placed before it shows (beforetoggle runs in the same task), so it never paints anywhere else first; placed
    // again while open when the viewport changes (a phone turned).
    const beforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return
      placeIt()
      window.addEventListener('resize', placeAfterResize)
    }
    const toggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open'
      setOpen(opened)
      onOpenChangeRef.current?.(opened)
      if (opened) (popover.querySelector<HTMLElement>(FIRST_FOCUS) ?? popover).focus()
      else window.removeEventListener('resize', placeAfterResize)
    }
    popover.addEventListener('beforetoggle', beforeToggle)
    popover.addEventListener('toggle', toggle)
    return () => {
      popover.removeEventListener('beforetoggle', beforeToggle)
      popover.removeEventListener('toggle', toggle)
      window.removeEventListener('resize', placeAfterResize)
    }
  }, [maxWidth])

  return (
    <div className={s.root}>
      <button
        ref={buttonRef}
        type="button"
        className={cx(iconButtonClassName(), s.button)}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        popoverTarget={id}
      >
        {icon}
      </button>
      {beside}
      <div
        ref={popoverRef}
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className={cx(popoverClass.content, popoverClass.native)}
        onClick={(e) => e.target instanceof Element && e.target.closest('a[href]') && e.currentTarget.hidePopover()}
      >
        <span className={popoverClass.arrow} aria-hidden />
        <div className={popoverClass.body}>
          <p id={`${id}-title`} className={popoverClass.title}>
            {title}
          </p>
          {children}
        </div>
      </div>
    </div>
  )
}

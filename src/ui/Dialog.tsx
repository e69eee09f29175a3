import { createContext, useContext, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { createFocusTrap } from 'focus-trap'
import { X } from 'lucide-react'
import { cx } from './cx'
import {
  dialogClass,
  footerWrapClass,
  nativeResetClass,
  pageHeldClass,
  phoneFullFromMdClass,
  secondTextClass,
} from './dialog.styles'
import { IconButton } from './IconButton'
import { useLingui } from '@lingui/react'
import { hideBehind } from './hideBehind'
import { openDialogs } from './openDialogs'

type Slots = (typeof dialogClass)[DialogSize]

const SlotsContext = createContext<Slots | null>(null)

function useSlots(): Slots {
  const slots = useContext(SlotsContext)
  if (!slots) throw new Error('DialogBody and DialogFooter belong inside a Dialog.')
  return slots
}

/**
 * The layouts the console's dialogs use: `md`, and `phoneFull` for the edit dialog (full screen on a phone, large from
 * md up; long content scrolls inside the body, its title and footer staying in view).
 */
export type DialogSize = keyof typeof dialogClass

export interface DialogProps {
  title: ReactNode
  children: ReactNode
  /** Esc, the close button and (unless `closeOnBackdrop` is false) a click on the backdrop. */
  onDismiss(): void
  role?: 'dialog' | 'alertdialog'
  size?: DialogSize
  closeOnBackdrop?: boolean
  /** Shows the × in the corner (the kit's 36 px icon button). */
  closeButton?: boolean
  /** Where focus goes on close; by default back to the element that had it before. */
  finalFocusEl?: () => HTMLElement | null
}

/**
 * An open modal dialog in Chakra's dialog look (its slot recipe, static CSS), on the browser's own <dialog>, held modal
 * as Chakra holds its own: its backdrop takes the pointer, a focus trap keeps Tab inside, everything else is hidden
 * from assistive tech, and Esc asks its owner to close it. Mount it to open it, unmount it to close it; it then gives
 * focus back. Rendered in document.body, so a dialog opened from a dialog does not nest in its box, and shows over it.
 */
export function Dialog({
  title,
  children,
  onDismiss,
  role = 'dialog',
  size = 'md',
  closeOnBackdrop = true,
  closeButton = false,
  finalFocusEl,
}: DialogProps) {
  const { _ } = useLingui()
  const titleId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const latest = useRef({ onDismiss, finalFocusEl })
  useLayoutEffect(() => {
    latest.current = { onDismiss, finalFocusEl }
  })

  useLayoutEffect(() => {
    const el = ref.current
    const box = content.current
    if (!el || !box) return
    const before = document.activeElement
    // Not showModal(): making the page inert restyles every element of it, the largest part of a phone's first tap on
    // a pencil (see docs/decisions.md, "Dialogs hold the page without the top layer"). The trap, the backdrop and the
    // hidden siblings do what the top layer did. The trap moves focus in first, as showModal() does, so no sibling is
    // hidden while it holds the focus.
    el.show()
    const trap = createFocusTrap(el, {
      delayInitialFocus: false,
      fallbackFocus: box,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
    })
    trap.activate()
    const unhide = hideBehind(el)
    document.documentElement.classList.add(pageHeldClass)
    openDialogs.add(box)
    const onKeyDown = (e: KeyboardEvent) => {
      // The dialog is controlled: its owner decides (a dirty form asks first). A control that used the key is left be.
      if (e.key !== 'Escape' || e.defaultPrevented) return
      e.preventDefault()
      latest.current.onDismiss()
    }
    el.addEventListener('keydown', onKeyDown)
    return () => {
      el.removeEventListener('keydown', onKeyDown)
      openDialogs.remove(box)
      unhide()
      // Paused, the trap lets the focus go back; deactivated only then, so the trap of a dialog under this one takes
      // over with the focus already in it.
      trap.pause()
      el.close()
      if (!document.querySelector('dialog[data-kit-dialog][open]'))
        document.documentElement.classList.remove(pageHeldClass)
      const back = latest.current.finalFocusEl?.() ?? before
      if (back instanceof HTMLElement && back.isConnected) back.focus()
      trap.deactivate()
    }
  }, [])

  // A click that starts and ends outside the content is a click on the backdrop (not a text selection dragged out).
  const downOutside = useRef(false)
  const outside = (target: EventTarget) => !(target instanceof Node && content.current?.contains(target))

  const slots = dialogClass[size]
  return createPortal(
    <dialog
      ref={ref}
      data-kit-dialog=""
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      className={cx(slots.positioner, nativeResetClass)}
      onPointerDown={(e) => (downOutside.current = outside(e.target))}
      onClick={(e) => {
        if (closeOnBackdrop && downOutside.current && outside(e.target)) onDismiss()
      }}
    >
      <div className={slots.backdrop} data-state="open" aria-hidden />
      <div ref={content} className={cx(slots.content, size === 'phoneFull' && phoneFullFromMdClass)} data-state="open">
        <div className={slots.header}>
          <h2 id={titleId} className={slots.title}>
            {title}
          </h2>
        </div>
        {closeButton && (
          <IconButton
            aria-label={_('Close')}
            variant="ghost"
            size="sm"
            className={slots.closeTrigger}
            onMouseDown={keepFocus}
            onClick={onDismiss}
          >
            <X aria-hidden />
          </IconButton>
        )}
        <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>
      </div>
    </dialog>,
    document.body,
  )
}

/**
 * The dialog's content. `scrollLabel` names a body of text alone (no control in it) that may scroll: it becomes a
 * focusable region, so the keyboard scrolls it too (the focus starts there).
 */
export function DialogBody({
  children,
  className,
  scrollLabel,
}: {
  children: ReactNode
  className?: string
  scrollLabel?: string
}) {
  const region = scrollLabel === undefined ? undefined : { tabIndex: 0, role: 'region', 'aria-label': scrollLabel }
  return (
    <div className={cx(useSlots().body, className)} {...region}>
      {children}
    </div>
  )
}

/**
 * A press on a dialog's button leaves the focus where it is. Otherwise the field being left is checked first: its
 * message pushes the footer down under the pointer before the release, and the click is lost.
 */
function keepFocus(e: MouseEvent) {
  if (e.target instanceof Element && e.target.closest('button')) e.preventDefault()
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className={cx(useSlots().footer, footerWrapClass)} onMouseDown={keepFocus}>
      {children}
    </div>
  )
}

/** A paragraph of a dialog's message; `muted` is the recipe's description colour, for the secondary text. */
export function DialogText({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  const slots = useSlots()
  return <p className={muted ? cx(slots.description, secondTextClass) : undefined}>{children}</p>
}

import { createContext, useContext, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { cx } from './cx'
import { dialogClass, nativeResetClass, pageHeldClass, phoneFullFromMdClass, secondTextClass } from './dialog.styles'
import { IconButton } from './IconButton'
import { useLingui } from '@lingui/react'
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
 * An open modal dialog in Chakra's dialog look (its slot recipe, static CSS), on the browser's own <dialog>: shown
 * with showModal(), so the browser puts it in the top layer, makes the page behind inert (focus stays inside), moves
 * focus to its first control and turns Esc into a `cancel` event. Mount it to open it, unmount it to close it; it
 * then gives focus back. Rendered in document.body, so a dialog opened from a dialog does not nest in its box.
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
    if (!el) return
    const before = document.activeElement
    el.showModal()
    document.documentElement.classList.add(pageHeldClass)
    const box = content.current
    if (box) openDialogs.add(box)
    const onCancel = (e: Event) => {
      // The dialog is controlled: its owner decides (a dirty form asks first).
      e.preventDefault()
      latest.current.onDismiss()
    }
    // Browsers may close a dialog whose cancel was refused once too often: stay open while the owner says so. A
    // `close` queued by this effect's own cleanup (Suspense hiding and showing the dialog again) finds it open: ignore.
    const onClose = () => {
      if (el.open || !el.isConnected) return
      el.showModal()
      latest.current.onDismiss()
    }
    el.addEventListener('cancel', onCancel)
    el.addEventListener('close', onClose)
    return () => {
      el.removeEventListener('cancel', onCancel)
      el.removeEventListener('close', onClose)
      if (box) openDialogs.remove(box)
      el.close()
      if (!document.querySelector('dialog[data-kit-dialog][open]'))
        document.documentElement.classList.remove(pageHeldClass)
      const back = latest.current.finalFocusEl?.() ?? before
      if (back instanceof HTMLElement && back.isConnected) back.focus()
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

export function DialogBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(useSlots().body, className)}>{children}</div>
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
    <div className={useSlots().footer} onMouseDown={keepFocus}>
      {children}
    </div>
  )
}

/** A paragraph of a dialog's message; `muted` is the recipe's description colour, for the secondary text. */
export function DialogText({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  const slots = useSlots()
  return <p className={muted ? cx(slots.description, secondTextClass) : undefined}>{children}</p>
}

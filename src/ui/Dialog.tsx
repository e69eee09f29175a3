import { createContext, useContext, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { dialog } from 'styled-system/recipes'
import { IconButton } from './IconButton'

type Slots = ReturnType<typeof dialog>

const SlotsContext = createContext<Slots | null>(null)

function useSlots(): Slots {
  const slots = useContext(SlotsContext)
  if (!slots) throw new Error('DialogBody and DialogFooter belong inside a Dialog.')
  return slots
}

/** The native <dialog> in the top layer stands in for Chakra's positioner: its own box and backdrop are undone. */
const nativeReset = css({
  maxWidth: 'none',
  maxHeight: 'none',
  m: '0',
  p: '0',
  border: 'none',
  bg: 'transparent',
  color: 'inherit',
  '&::backdrop': { bg: 'transparent' },
})

// Chakra's dialog holds the page still behind it.
const pageHeld = css({ overflow: 'hidden' })

/** The sizes the console's dialogs use: the edit dialog fills a phone and is large from md up. */
export type DialogSize = 'sm' | 'md' | 'lg' | 'phoneFull'

const recipeSize = {
  sm: 'sm',
  md: 'md',
  lg: 'lg',
  phoneFull: { base: 'full', md: 'lg' },
} as const

// The full size's height, margin and square corners are not undone by the md size: reset them (as before).
const phoneFullFromMd = css({ md: { minH: 'auto', '--dialog-margin': 'spacing.12', borderRadius: 'l3' } })

export interface DialogProps {
  title: ReactNode
  children: ReactNode
  /** Esc, the close button and (unless `closeOnBackdrop` is false) a click on the backdrop. */
  onDismiss(): void
  role?: 'dialog' | 'alertdialog'
  size?: DialogSize
  /** Long content scrolls inside the dialog's body, its title and footer staying in view. */
  scrollInside?: boolean
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
  scrollInside = false,
  closeOnBackdrop = true,
  closeButton = false,
  finalFocusEl,
}: DialogProps) {
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
    document.documentElement.classList.add(pageHeld)
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
      el.close()
      if (!document.querySelector('dialog[data-kit-dialog][open]')) document.documentElement.classList.remove(pageHeld)
      const back = latest.current.finalFocusEl?.() ?? before
      if (back instanceof HTMLElement && back.isConnected) back.focus()
    }
  }, [])

  // A click that starts and ends outside the content is a click on the backdrop (not a text selection dragged out).
  const downOutside = useRef(false)
  const outside = (target: EventTarget) => !(target instanceof Node && content.current?.contains(target))

  const slots = dialog({ size: recipeSize[size], scrollBehavior: scrollInside ? 'inside' : 'outside', placement: 'top' })
  return createPortal(
    <dialog
      ref={ref}
      data-kit-dialog=""
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      className={cx(slots.positioner, nativeReset)}
      onPointerDown={(e) => (downOutside.current = outside(e.target))}
      onClick={(e) => {
        if (closeOnBackdrop && downOutside.current && outside(e.target)) onDismiss()
      }}
    >
      <div className={slots.backdrop} data-state="open" aria-hidden />
      <div ref={content} className={cx(slots.content, size === 'phoneFull' && phoneFullFromMd)} data-state="open">
        <div className={slots.header}>
          <h2 id={titleId} className={slots.title}>
            {title}
          </h2>
        </div>
        {closeButton && (
          <IconButton aria-label="Close" variant="ghost" size="sm" className={slots.closeTrigger} onClick={onDismiss}>
            <X aria-hidden />
          </IconButton>
        )}
        <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>
      </div>
    </dialog>,
    document.body,
  )
}

const secondText = css({ mt: '2' })

export function DialogBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(useSlots().body, className)}>{children}</div>
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={useSlots().footer}>{children}</div>
}

/** A paragraph of a dialog's message; `muted` is the recipe's description colour, for the secondary text. */
export function DialogText({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  const slots = useSlots()
  return <p className={muted ? cx(slots.description, secondText) : undefined}>{children}</p>
}

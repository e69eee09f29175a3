import { useEffect, useRef } from 'react'
import { X } from 'lucide-react'
import { Sidebar } from './Sidebar'
import { IconButton } from '@/ui/IconButton'
import { mobileMenuStyles as s } from './MobileMenu.styles'
import { useLingui } from '@lingui/react'

/**
 * The menu as an overlay drawer under the breakpoint: a native modal dialog, so the browser traps
 * focus, makes the page behind inert, closes it on Esc and gives focus back to the menu button. A click on the
 * backdrop (the dialog element itself, outside the menu) and a menu entry close it too. The menu is only in the
 * page while open. The state, not the element, says whether it is open; the dialog's events only report closings.
 */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { _ } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (open && !dialog?.open) dialog?.showModal()
    if (!open && dialog?.open) dialog.close()
  }, [open])
  const close = () => onOpenChange(false)

  return (
    // role="dialog" repeats the element's own role for code that finds dialogs by their role attribute.
    <dialog
      ref={ref}
      role="dialog"
      aria-label={_('Menu')}
      className={s.root}
      // Esc closes the dialog at once but the browser fires `close` only at its next frame: a press on the menu
      // button in between found the state still open and did nothing, then the late event shut the drawer.
      // `cancel` comes before the closing, in the same task, so the state follows at once.
      onCancel={close}
      // A `close` still on its way from an earlier closing must not shut a drawer opened again since.
      onClose={() => {
        if (!ref.current?.open) close()
      }}
      onClick={(e) => e.target === e.currentTarget && close()}
    >
      {open && (
        <>
          {/* First in the dialog, so it has the focus when the drawer opens (as before). */}
          <IconButton className={s.close} aria-label={_('Close menu')} onClick={close}>
            <X aria-hidden />
          </IconButton>
          <Sidebar onNavigate={close} />
        </>
      )}
    </dialog>
  )
}

import { useEffect, type RefObject } from 'react'

/** The form controls a person types into or picks from; a disabled (read-only) form has none. */
const FIELD =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [contenteditable="true"]'

/**
 * The form's first field takes the focus when the form appears, so typing starts at once (the dialog itself would
 * focus its first control, the ×). A passive effect: it runs after the dialog around the form has opened (a layout
 * effect of its parent), whether the form came with the dialog or after the record loaded. A focus already in the
 * form stays.
 */
export function useFirstFieldFocus(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const box = container.current
    if (!box || box.contains(document.activeElement)) return
    box.querySelector<HTMLElement>(FIELD)?.focus({ preventScroll: true })
  }, [container])
}

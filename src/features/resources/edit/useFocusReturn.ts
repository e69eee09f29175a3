import { useLayoutEffect, useRef } from 'react'

/**
 * Saving disables the form and the Save button, which drops the focus to <body>; once `busy` is over, the focus goes
 * back where it was (Add + Save keeps the dialog open). Layout effect: read the focus before the browser moves it.
 */
export function useFocusReturn(busy: boolean) {
  const focusBefore = useRef<Element | null>(null)
  useLayoutEffect(() => {
    if (busy) {
      focusBefore.current = document.activeElement
      return
    }
    const before = focusBefore.current
    focusBefore.current = null
    const lost = !document.activeElement || document.activeElement === document.body
    if (lost && before instanceof HTMLElement && before.isConnected) before.focus()
  }, [busy])
}

/** How many open dialogs hide each element, so a dialog over a dialog can hide it too and leave it hidden on close. */
const hiders = new Map<Element, number>()

/**
 * Hides every other child of the body from assistive tech while `dialog` is open (what the top layer's inertness did
 * for a modal dialog); the returned function shows them again. Unlike the `aria-hidden` package this also hides a
 * dialog below that holds a live region: the toasts move into the newest dialog only after it has opened.
 */
export function hideBehind(dialog: Element): () => void {
  const hidden = [...document.body.children].filter((el) => {
    if (el === dialog || el instanceof HTMLScriptElement) return false
    const count = hiders.get(el) ?? 0
    // Hidden by its own owner: not ours to show again.
    if (count === 0 && el.getAttribute('aria-hidden') === 'true') return false
    hiders.set(el, count + 1)
    el.setAttribute('aria-hidden', 'true')
    return true
  })
  return () => {
    for (const el of hidden) {
      const count = (hiders.get(el) ?? 1) - 1
      if (count > 0) hiders.set(el, count)
      else {
        hiders.delete(el)
        el.removeAttribute('aria-hidden')
      }
    }
  }
}

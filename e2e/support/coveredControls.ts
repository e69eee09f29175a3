import type { Page } from 'playwright-core'

/**
 * The controls a toast covers: every button, link, field and focusable element shown in the window, outside the
 * toasts, whose box meets a toast's box. A control counts as shown when, with the toasts hidden, the point at the
 * middle of its visible part hits it (so one under the sticky toolbar or behind a dialog's backdrop does not count).
 * Each is named "<control> under <toast>", with the toast's text. `rows: false` leaves out the controls of the
 * list's rows.
 */
export function controlsUnderToasts(page: Page, { rows = true }: { rows?: boolean } = {}): Promise<string[]> {
  return page.evaluate((withRows) => {
    const region = document.querySelector<HTMLElement>('section[aria-label="Toasts"]')
    const toasts = [...(region?.querySelectorAll<HTMLElement>('[role="status"]') ?? [])]
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => !region?.contains(el) && (withRows || !el.closest('tbody')))
    const view = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }
    const clip = (r: DOMRect) => ({
      left: Math.max(r.left, view.left),
      top: Math.max(r.top, view.top),
      right: Math.min(r.right, view.right),
      bottom: Math.min(r.bottom, view.bottom),
    })
    type Box = ReturnType<typeof clip>
    const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.tagName)
        .replace(/\s+/g, ' ')
        .trim() || el.tagName

    // Hidden, the toasts keep their place: what the middle of a control's visible part hits then is the control, or
    // what covers it anyway.
    const hidden = region?.style.visibility ?? ''
    if (region) region.style.visibility = 'hidden'
    const shown = controls.flatMap((el) => {
      const box = clip(el.getBoundingClientRect())
      if (box.right <= box.left || box.bottom <= box.top) return []
      const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2)
      return hit && (el.contains(hit) || hit.contains(el)) ? [{ el, box }] : []
    })
    if (region) region.style.visibility = hidden

    return toasts.flatMap((toast) => {
      const toastBox = clip(toast.getBoundingClientRect())
      return shown.filter(({ box }) => meet(box, toastBox)).map(({ el }) => `${name(el)} under “${name(toast)}”`)
    })
  }, rows)
}

import type { Page } from 'playwright-core'
import { installColourReader, type ColourReader } from './colours'

/** The focused element's ring as drawn, and its contrast with the colour it is drawn on (WCAG 1.4.11 asks 3:1). */
export interface FocusRing {
  /** Tag, then aria-label or text, enough to find the element in a failure message. */
  element: string
  /** `none` when nothing of the kit marks the focus: no outline of 2 px or more (the browser's own `auto` ring does not count), no box-shadow. */
  ring: string
  contrast: number
}

/**
 * Reads the ring of document.activeElement. An outline drawn outside the element (offset ≥ 0) sits on the background
 * around it; one drawn inside sits on the element's own.
 */
export async function focusRingOf(page: Page): Promise<FocusRing> {
  await installColourReader(page)
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement
    // The kit's buttons fade their ring in (a transition on outline-color): read it as it ends up.
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)))
    const { rgba, backgroundFrom, contrastOf } = (window as unknown as { colourReader: ColourReader }).colourReader
    const style = getComputedStyle(el)
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    const element = `${el.tagName.toLowerCase()} "${label}"`
    const inside = parseFloat(style.outlineOffset) <= 0
    // A ring drawn on the border (Chakra's inputs: 1 px outline over a border of the same colour) is as thick as both.
    const onBorder = inside && style.borderTopColor === style.outlineColor ? parseFloat(style.borderTopWidth) : 0
    const outlineWidth = parseFloat(style.outlineWidth) + onBorder
    if (style.outlineStyle !== 'none' && style.outlineStyle !== 'auto' && outlineWidth >= 2) {
      const on = backgroundFrom(inside ? el : el.parentElement)
      return {
        element,
        ring: `outline ${style.outlineWidth} ${style.outlineColor}`,
        contrast: contrastOf(rgba(style.outlineColor), rgba(on)),
      }
    }
    if (style.boxShadow !== 'none') {
      const colour = style.boxShadow.match(/(rgba?|oklch|oklab|color)\([^)]*\)/)?.[0] ?? 'transparent'
      return {
        element,
        ring: `box-shadow ${style.boxShadow}`,
        contrast: contrastOf(rgba(colour), rgba(backgroundFrom(el.parentElement))),
      }
    }
    return { element, ring: 'none', contrast: 0 }
  })
}

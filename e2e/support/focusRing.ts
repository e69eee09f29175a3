import type { Page } from 'playwright-core'

/** The focused element's ring as drawn, and its contrast with the colour it is drawn on (WCAG 1.4.11 asks 3:1). */
export interface FocusRing {
  /** Tag, then aria-label or text, enough to find the element in a failure message. */
  element: string
  /** `none` when nothing of the kit marks the focus: no outline of 2 px or more (the browser's own `auto` ring does not count), no box-shadow. */
  ring: string
  contrast: number
}

/**
 * Reads the ring of document.activeElement. Colours are resolved by painting them on a canvas, so any CSS colour
 * syntax the theme emits is read alike. An outline drawn outside the element (offset ≥ 0) sits on the background
 * around it; one drawn inside sits on the element's own.
 */
export function focusRingOf(page: Page): Promise<FocusRing> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement
    // The kit's buttons fade their ring in (a transition on outline-color): read it as it ends up.
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)))
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    const rgba = (colour: string) => {
      ctx.clearRect(0, 0, 1, 1)
      ctx.fillStyle = colour
      ctx.fillRect(0, 0, 1, 1)
      return [...ctx.getImageData(0, 0, 1, 1).data] as [number, number, number, number]
    }
    const backgroundFrom = (start: Element | null) => {
      for (let at = start; at; at = at.parentElement) {
        const bg = rgba(getComputedStyle(at).backgroundColor)
        if (bg[3] > 0) return bg
      }
      return rgba(getComputedStyle(document.documentElement).backgroundColor || '#fff')
    }
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
    }
    const contrastOf = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (hi! + 0.05) / (lo! + 0.05)
    }
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
        contrast: contrastOf(rgba(style.outlineColor), on),
      }
    }
    if (style.boxShadow !== 'none') {
      const colour = style.boxShadow.match(/(rgba?|oklch|oklab|color)\([^)]*\)/)?.[0] ?? 'transparent'
      return {
        element,
        ring: `box-shadow ${style.boxShadow}`,
        contrast: contrastOf(rgba(colour), backgroundFrom(el.parentElement)),
      }
    }
    return { element, ring: 'none', contrast: 0 }
  })
}

import type { Locator } from 'playwright-core'

/**
 * The contrast (WCAG 1.4.11 asks 3:1 of a graphical object) between what marks an element's edge and the background
 * around it: its outline when it draws one, else its border, else its own background. Colours are resolved by painting
 * them on a canvas, so any CSS colour syntax the theme emits is read alike.
 */
export function edgeContrastOf(locator: Locator): Promise<{ edge: string; around: string; contrast: number }> {
  return locator.evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    const rgba = (colour: string) => {
      ctx.clearRect(0, 0, 1, 1)
      ctx.fillStyle = colour
      ctx.fillRect(0, 0, 1, 1)
      return [...ctx.getImageData(0, 0, 1, 1).data] as [number, number, number, number]
    }
    const backgroundFrom = (start: Element | null) => {
      for (let at = start; at; at = at.parentElement) {
        const bg = getComputedStyle(at).backgroundColor
        if (rgba(bg)[3] > 0) return bg
      }
      return getComputedStyle(document.documentElement).backgroundColor
    }
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
    }
    const style = getComputedStyle(el)
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
    const bordered = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1
    const edge = outlined ? style.outlineColor : bordered ? style.borderTopColor : style.backgroundColor
    const around = backgroundFrom(el.parentElement)
    const [hi, lo] = [luminance(rgba(edge)), luminance(rgba(around))].sort((x, y) => y - x)
    return { edge, around, contrast: (hi! + 0.05) / (lo! + 0.05) }
  })
}

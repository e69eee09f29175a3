import type { Page } from 'playwright-core'

export type Rgba = [number, number, number, number]

/** What the page's `colourReader` gives; code passed to `page.evaluate` reads it from `window`. */
export interface ColourReader {
  /** Any CSS colour the browser understands, as painted: red, green, blue, alpha, each 0–255. */
  rgba(colour: string): Rgba
  /** The first background at `start` or above it that is not transparent, else the page's (white when it has none). */
  backgroundFrom(start: Element | null): string
  /** WCAG's contrast ratio between two colours. */
  contrastOf(a: Rgba, b: Rgba): number
}

/**
 * Gives the page `window.colourReader`, once per document. Colours are resolved by painting them on a canvas, so any
 * CSS colour syntax the theme emits is read alike.
 */
export function installColourReader(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { colourReader?: ColourReader }
    if (w.colourReader) return
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    const rgba = (colour: string): Rgba => {
      ctx.clearRect(0, 0, 1, 1)
      ctx.fillStyle = colour
      ctx.fillRect(0, 0, 1, 1)
      return [...ctx.getImageData(0, 0, 1, 1).data] as Rgba
    }
    const backgroundFrom = (start: Element | null) => {
      for (let at = start; at; at = at.parentElement) {
        const bg = getComputedStyle(at).backgroundColor
        if (rgba(bg)[3] > 0) return bg
      }
      return getComputedStyle(document.documentElement).backgroundColor || '#fff'
    }
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }
    const contrastOf = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (hi! + 0.05) / (lo! + 0.05)
    }
    w.colourReader = { rgba, backgroundFrom, contrastOf }
  })
}

import type { Locator } from 'playwright-core'
import { installColourReader, type ColourReader } from './colours'

/**
 * The contrast (WCAG 1.4.11 asks 3:1 of a graphical object) between what marks an element's edge and the background
 * around it: its outline when it draws one, else its border, else its own background.
 */
export async function edgeContrastOf(locator: Locator): Promise<{ edge: string; around: string; contrast: number }> {
  await installColourReader(locator.page())
  return locator.evaluate((el) => {
    const { rgba, backgroundFrom, contrastOf } = (window as unknown as { colourReader: ColourReader }).colourReader
    const style = getComputedStyle(el)
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
    const bordered = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1
    const edge = outlined ? style.outlineColor : bordered ? style.borderTopColor : style.backgroundColor
    const around = backgroundFrom(el.parentElement)
    return { edge, around, contrast: contrastOf(rgba(edge), rgba(around)) }
  })
}

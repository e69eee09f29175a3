import type { Browser } from 'playwright-core'
import { eventUntil, phonePage } from './phoneEdit'

export interface PaletteTimes {
  /** Tap on the phone's search button → the palette's box and its first options on screen, the first time. */
  firstOpenMs: number
  /** The last keystroke of "drinks" → the first hit on screen (the spec's 350 ms debounce included). */
  hitsMs: number
  /** The same open once more, after Esc. */
  warmOpenMs: number
}

/** The palette shows its box and options (screens and actions, before any query). */
const PALETTE_SHOWN = `() => Boolean(document.querySelector('[role="dialog"] [role="combobox"]') && document.querySelector('[role="listbox"] [role="option"]'))`
/** A record of a searched list is among the options. */
const DRINKS_HIT = `() => [...document.querySelectorAll('[role="listbox"] [role="option"]')].some((o) => /Drinks/.test(o.textContent ?? ''))`

/**
 * The palette on the phone, as chief (every list searched): the portions list loaded cold and idle (phonePage), a tap
 * on the toolbar's search button, "drinks" typed, Esc, and a second tap.
 */
export async function measurePalette(browser: Browser, base: string): Promise<PaletteTimes> {
  const { context, page } = await phonePage(browser, base, '/', 'chief')
  try {
    const button = page.getByRole('button', { name: /^Search everything/ })
    const firstOpenMs = await eventUntil(page, 'pointerdown', () => button.tap(), PALETTE_SHOWN)
    const box = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox')
    await box.pressSequentially('drink', { delay: 80 })
    const hitsMs = await eventUntil(page, 'keydown', () => box.press('s'), DRINKS_HIT)
    await page.keyboard.press('Escape')
    await box.waitFor({ state: 'detached' })
    const warmOpenMs = await eventUntil(page, 'pointerdown', () => button.tap(), PALETTE_SHOWN)
    return { firstOpenMs, hitsMs, warmOpenMs }
  } finally {
    await context.close()
  }
}

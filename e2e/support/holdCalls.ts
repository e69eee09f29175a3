import type { Page } from 'playwright-core'

interface HoldingWindow {
  __releaseHeldCalls?: () => void
}

/**
 * Holds the page's calls whose URL matches `pattern` until the returned function releases them, so a state that
 * passes in a blink (an export's progress) stays on screen to be looked at. The in-browser sandbox answers in its
 * service worker, where playwright's routing does not reach: this wraps the page's fetch instead.
 */
export async function holdCalls(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  await page.evaluate((source) => {
    const matches = new RegExp(source)
    const original = window.fetch
    const waiting: (() => void)[] = []
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (matches.test(url)) await new Promise<void>((resolve) => waiting.push(resolve))
      return original(input, init)
    }
    ;(window as HoldingWindow).__releaseHeldCalls = () => {
      window.fetch = original
      for (const resolve of waiting.splice(0)) resolve()
    }
  }, pattern.source)
  return () => page.evaluate(() => (window as HoldingWindow).__releaseHeldCalls?.())
}

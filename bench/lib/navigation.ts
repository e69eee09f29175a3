import type { Page } from 'playwright-core'

export interface NavigationCost {
  /** API requests for what the screen shows. */
  requests: number
  /** API requests made ahead of need (the prefetch of the page after). */
  prefetches: number
  spinnerShown: boolean
}

/**
 * Counts API requests and watches for a busy marker while `act` runs and the screen settles. `isPrefetch` tells
 * a look-ahead request from one the screen waits on.
 */
export async function measureNavigation(
  page: Page,
  act: () => Promise<void>,
  isPrefetch: (url: URL) => boolean = () => false,
): Promise<NavigationCost> {
  let requests = 0
  let prefetches = 0
  const onRequest = (request: import('playwright-core').Request) => {
    const url = new URL(request.url())
    if (!url.pathname.includes('/api/')) return
    if (isPrefetch(url)) prefetches++
    else requests++
  }
  await page.evaluate(() => {
    const w = window as unknown as { __busySeen?: boolean; __busyObserver?: MutationObserver }
    w.__busySeen = false
    w.__busyObserver?.disconnect()
    // Inline callback: tsx would wrap a named function in a helper the page does not have.
    w.__busyObserver = new MutationObserver(() => {
      if (document.querySelector('[aria-busy="true"], [role="progressbar"], .chakra-skeleton, .chakra-spinner'))
        w.__busySeen = true
    })
    w.__busyObserver.observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  page.on('request', onRequest)
  try {
    await act()
    await page.waitForTimeout(500)
  } finally {
    page.off('request', onRequest)
  }
  const spinnerShown = await page.evaluate(() => {
    const w = window as unknown as { __busySeen?: boolean; __busyObserver?: MutationObserver }
    w.__busyObserver?.disconnect()
    return w.__busySeen === true
  })
  return { requests, prefetches, spinnerShown }
}

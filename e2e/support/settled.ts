import type { Page } from 'playwright-core'

/** A route is ready when nothing on it is loading and a list, if any, shows rows or its empty state. */
export async function waitUntilSettled(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main') ?? document.body
    if (main.querySelector('[aria-busy="true"], .chakra-spinner, .chakra-skeleton, [data-spinner], [data-skeleton]')) return false
    // A list screen has its search box in main (the toolbar's is in the header).
    if (!main.querySelector('input[type="search"]')) return !!main.firstElementChild
    const rows = main.querySelectorAll('table tbody tr').length
    return !!main.querySelector('nav[aria-label="Pagination"]') && (rows > 0 || !!main.textContent?.includes('No entries'))
  }, undefined, { timeout: 10000 })
}

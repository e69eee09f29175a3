import type { Page } from 'playwright-core'
import { goInApp, waitForRouteName } from './browser'

/** A route is ready when nothing on it is loading and a list, if any, shows rows or its empty state. */
export async function waitUntilSettled(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main') ?? document.body
      if (main.querySelector('[aria-busy="true"], [data-spinner], [data-skeleton]')) return false
      // A list screen has its search box in main (the toolbar's is in the header).
      if (!main.querySelector('input[type="search"]')) return !!main.firstElementChild
      const rows = main.querySelectorAll('table tbody tr').length
      return (
        !!main.querySelector('nav[aria-label="Pagination"]') && (rows > 0 || !!main.textContent?.includes('No entries'))
      )
    },
    undefined,
    { timeout: 10000 },
  )
}

/** Opens a list in the app and expands its first row's details, waiting for the list to settle before and after. */
export async function openFirstRowDetails(page: Page, path: string, routeName: string) {
  await goInApp(page, path)
  await waitForRouteName(page, routeName)
  await waitUntilSettled(page)
  await page
    .getByRole('button', { name: /^Show details of / })
    .first()
    .click()
  await page
    .getByRole('button', { name: /^Hide details of / })
    .first()
    .waitFor()
  await waitUntilSettled(page)
}

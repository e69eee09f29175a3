import type { Page } from 'playwright-core'
import { measureNavigation, type NavigationCost } from './navigation'

/** The list call of page 3, which arriving on page 2 prefetches in turn. */
const pageThreePrefetch = (pageSize: number) => (url: URL) => url.searchParams.get('skip') === String(2 * pageSize)

/** On a list with several pages: page 1 → 2 (prefetched while 1 was shown) → Back to 1 (already visited). */
export async function measureRequestsOnPaging(
  page: Page,
  pageSize: number,
): Promise<{ next: NavigationCost; back: NavigationCost }> {
  await page.goto('/')
  await page.locator('table tbody tr').first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  const firstRow = await page.locator('table tbody tr').first().textContent()
  const next = await measureNavigation(
    page,
    async () => {
      await page.getByRole('button', { name: 'Page 2', exact: true }).click()
      await page.waitForFunction((text) => document.querySelector('table tbody tr')?.textContent !== text, firstRow)
    },
    pageThreePrefetch(pageSize),
  )
  const secondRow = await page.locator('table tbody tr').first().textContent()
  await page.waitForLoadState('networkidle')
  const back = await measureNavigation(page, async () => {
    await page.goBack()
    await page.waitForFunction((text) => document.querySelector('table tbody tr')?.textContent !== text, secondRow)
  })
  return { next, back }
}

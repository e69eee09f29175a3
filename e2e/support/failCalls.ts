import type { Locator, Page } from 'playwright-core'
import { goInApp } from './browser'

interface FailedCall {
  /** Only calls to this path fail (`/api/v1/courses`); any path when left out. */
  path?: string
  /** Only calls with this method fail (`DELETE`); any method when left out. */
  method?: string
  status: number
  message: string
}

/**
 * Makes the page's calls that match answer `status` with `{ message }`, until the returned function restores them.
 * The sandbox answers inside a service worker, out of page.route's reach: the call fails before it leaves the page.
 */
export async function failCalls(page: Page, failed: FailedCall): Promise<() => Promise<void>> {
  await page.evaluate(({ path, method, status, message }) => {
    const real = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      const verb = (input instanceof Request ? input.method : (init?.method ?? 'GET')).toUpperCase()
      if (
        (path === undefined || new URL(url, location.href).pathname === path) &&
        (method === undefined || verb === method)
      ) {
        return Promise.resolve(
          new Response(JSON.stringify({ message }), { status, headers: { 'Content-Type': 'application/json' } }),
        )
      }
      return real(input, init)
    }
    Object.assign(window, { restoreFetch: () => (window.fetch = real) })
  }, failed)
  return () => page.evaluate(() => (window as unknown as { restoreFetch(): void }).restoreFetch())
}

/**
 * Opens /course-list with its list call failing: `shown` runs while the Error dialog shows, which is then closed with
 * Ok, and `closed` runs on the list with its load error, before the calls are restored.
 */
export async function withFailedListError(
  page: Page,
  on: { shown?: (error: Locator) => Promise<void>; closed?: () => Promise<void> } = {},
) {
  const restoreCalls = await failCalls(page, { path: '/api/v1/courses', status: 500, message: 'Server exploded' })
  try {
    await goInApp(page, '/course-list')
    const error = page.getByRole('alertdialog', { name: 'Error' })
    await error.getByRole('button', { name: 'Ok' }).waitFor()
    await on.shown?.(error)
    await error.getByRole('button', { name: 'Ok' }).click()
    await error.waitFor({ state: 'detached' })
    await on.closed?.()
  } finally {
    await restoreCalls()
  }
}

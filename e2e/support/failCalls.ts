import type { Page } from 'playwright-core'

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
      if ((path === undefined || new URL(url, location.href).pathname === path) && (method === undefined || verb === method)) {
        return Promise.resolve(new Response(JSON.stringify({ message }), { status, headers: { 'Content-Type': 'application/json' } }))
      }
      return real(input, init)
    }
    Object.assign(window, { restoreFetch: () => (window.fetch = real) })
  }, failed)
  return () => page.evaluate(() => (window as unknown as { restoreFetch(): void }).restoreFetch())
}

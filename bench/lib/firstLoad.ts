import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'

export interface FirstLoad {
  gzipBytes: number
  files: { file: string; gzipBytes: number }[]
}

/** Every script the page fetched while `load` ran, gzip-measured the way a server would send it. */
export async function measureScripts(page: Page, load: () => Promise<void>): Promise<FirstLoad> {
  const pending: Promise<{ file: string; gzipBytes: number } | undefined>[] = []
  const onResponse = (response: import('playwright-core').Response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js') || url.pathname.endsWith('mockServiceWorker.js')) return
    pending.push(
      response
        .body()
        .then((body) => ({ file: url.pathname.replace(/^\/assets\//, ''), gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => undefined),
    )
  }
  page.on('response', onResponse)
  try {
    await load()
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', onResponse)
  }
  const files = (await Promise.all(pending)).filter((f): f is { file: string; gzipBytes: number } => f !== undefined)
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files }
}

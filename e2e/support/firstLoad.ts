import { gzipSync } from 'node:zlib'
import type { Page, Request } from 'playwright-core'

export interface FirstLoad {
  gzipBytes: number
  files: { file: string; gzipBytes: number }[]
}

/** A look-ahead download (`<link rel="prefetch">`): idle-time warming for a later screen, not this page's load. */
export function isPrefetch(request: Request): boolean {
  return /prefetch/i.test(request.headers()['sec-purpose'] ?? '')
}

/**
 * When the page first showed `text`, in epoch ms of the page's clock, checked every frame: what the page starts a
 * frame later (the live connection) is after it.
 */
export async function shownAt(page: Page, text: RegExp): Promise<number> {
  const handle = await page.waitForFunction(
    ({ source, flags }) => {
      const re = new RegExp(source, flags)
      const found = [...document.querySelectorAll('body *')].some(
        (el) => el.children.length === 0 && re.test(el.textContent ?? ''),
      )
      return found ? Date.now() : false
    },
    { source: text.source, flags: text.flags },
    { polling: 'raf', timeout: 30000 },
  )
  return (await handle.jsonValue()) as number
}

/**
 * Every script the page asked for until its content showed (`load` resolves to that moment, see shownAt),
 * gzip-measured the way a server would send it. What starts after the first paint on purpose (the live
 * connection's client, idle-time prefetches of the next screens) is not first-load JavaScript.
 */
export async function measureScripts(page: Page, load: () => Promise<number>): Promise<FirstLoad> {
  const requested: Request[] = []
  const onRequest = (request: Request) => {
    const url = new URL(request.url())
    if (!url.pathname.endsWith('.js') || /(sandbox|mockService)Worker\.js$/.test(url.pathname) || isPrefetch(request))
      return
    requested.push(request)
  }
  page.on('request', onRequest)
  let contentAt: number
  try {
    contentAt = await load()
  } finally {
    page.off('request', onRequest)
  }
  const files = await Promise.all(
    requested.map(async (request) => {
      const response = await request.response()
      // The request's timing is complete once its response has come.
      if (request.timing().startTime > contentAt) return undefined
      const body = await response?.body().catch(() => undefined)
      if (!body) return undefined
      return {
        file: new URL(request.url()).pathname.replace(/^\/assets\//, ''),
        gzipBytes: gzipSync(body, { level: 9 }).length,
      }
    }),
  )
  const scripts = files.filter((f): f is { file: string; gzipBytes: number } => f !== undefined)
  return { gzipBytes: scripts.reduce((sum, f) => sum + f.gzipBytes, 0), files: scripts }
}

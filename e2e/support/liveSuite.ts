import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launch, signIn } from './browser'
import { LIVE_URL, buildLiveConsole, startLiveServer } from './liveServer'

export interface LiveUserOptions {
  height?: number
  colorScheme?: 'light' | 'dark'
}

/**
 * A live suite: the console built for the client lock time `lockMs`, the local sandbox server and Chromium for the
 * file, and signed-in users (one browser context each) for each test. Each test's users leave after it: their live
 * connections would otherwise keep reconnecting through later tests.
 */
export function liveSuite(lockMs: number) {
  let server: Awaited<ReturnType<typeof startLiveServer>> | undefined
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    await buildLiveConsole(lockMs)
    server = await startLiveServer()
    browser = await launch()
  }, 300000)
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  return {
    /** A signed-in user at this width. */
    async user(username: string, width: number, { height = 800, colorScheme = 'light' }: LiveUserOptions = {}) {
      const context = await browser!.newContext({ baseURL: LIVE_URL, viewport: { width, height }, colorScheme })
      contexts.push(context)
      const page: Page = await context.newPage()
      await signIn(page, username)
      return page
    },
    /**
     * The sandbox server forgets every sign-in when it restarts: each token answers 401 from then on. Without
     * `hubExtensions` its hub is the spec's (no presence, no names on item events).
     */
    async restartServer(options?: { hubExtensions?: boolean }) {
      await server?.close()
      server = await startLiveServer(undefined, options)
    },
  }
}

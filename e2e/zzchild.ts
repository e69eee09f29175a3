import { chromium } from 'playwright-core'
import { startSandboxServer } from '../mocks/server/sandboxServer'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium'
import { signIn } from './support/browser'
const server = await startSandboxServer({ port: 4390, staticDir: 'bench/out/dist-4390' })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:4390', viewport: { width: 412, height: 823 } })
const page = await context.newPage()
await signIn(page, 'chief')
await page.waitForTimeout(1000)
const t0 = Date.now()
const log: string[] = []
page.on('request', (r) => log.push(`${Date.now() - t0} req ${r.url().replace('http://127.0.0.1:4390', '')}`))
page.on('requestfinished', (r) => log.push(`${Date.now() - t0} fin ${r.url().replace('http://127.0.0.1:4390', '')}`))
const cdp = await context.newCDPSession(page)
await cdp.send('Network.enable'); await cdp.send('Network.clearBrowserCache')
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: 200000, uploadThroughput: 80000 })
await page.goto(process.env.PATH_ ?? '/lexicon-list/1')
await page.waitForTimeout(6000)
const lcp = await page.evaluate(() => new Promise((ok) => new PerformanceObserver((l) => { const e = l.getEntries().at(-1) as any; ok({ t: Math.round(e.startTime), el: e.element?.outerHTML?.slice(0, 200) }) }).observe({ type: 'largest-contentful-paint', buffered: true })))
console.log(log.filter((l) => !l.includes('prefetch')).join('\n'))
console.log('LCP', JSON.stringify(lcp))
await browser.close(); await server.close(); process.exit(0)

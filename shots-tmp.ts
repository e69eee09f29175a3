import { preview } from 'vite'
import { chromium } from 'playwright-core'
const [outDir, tag] = process.argv.slice(2)
const server = await preview({ configFile: false, root: process.cwd(), preview: { port: 5416, strictPort: true }, build: { outDir } })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
try {
  for (const width of [1280, 360]) {
    const context = await browser.newContext({ baseURL: 'http://localhost:5416', viewport: { width, height: width === 360 ? 740 : 800 } })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByLabel('Username').waitFor()
    await page.getByLabel('Username').focus()
    await page.screenshot({ path: `/tmp/shots/${tag}-login-${width}.png` })
    await page.getByLabel('Username').fill('chief')
    await page.getByLabel('Password').fill('chief')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((u) => !u.pathname.startsWith('/login'))
    for (const path of ['/promotion-list', '/lexicon-list/1']) {
      await page.goto(path)
      await page.getByRole('table').getByRole('row').nth(1).getByRole('button').first().waitFor()
      await page.waitForTimeout(500)
      await page.screenshot({ path: `/tmp/shots/${tag}${path.replaceAll('/', '-')}-${width}.png` })
    }
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.waitForTimeout(400)
    await page.screenshot({ path: `/tmp/shots/${tag}-settings-${width}.png` })
    await context.close()
  }
} finally {
  await browser.close()
  await new Promise<void>((r) => server.httpServer.close(() => r()))
}

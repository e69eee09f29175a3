import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:5424'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
for (const scheme of ['light', 'dark']) for (const width of [360, 1280]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: width === 360 ? 740 : 800 }, colorScheme: scheme })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Username').fill('chief')
  await page.getByLabel('Password').fill('chief')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((u) => !u.pathname.startsWith('/login'))
  await page.locator('table tbody tr').first().waitFor()
  await page.waitForTimeout(800)
  await page.screenshot({ path: `docs/img/portions-${scheme}-${width}.png` })
  await page.locator('table tbody tr').getByRole('button', { name: /^Edit / }).first().click()
  await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).waitFor()
  await page.waitForTimeout(800)
  await page.screenshot({ path: `docs/img/edit-${scheme}-${width}.png` })
  await context.close()
}
await browser.close()

import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import { launch, newPage, signIn } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

test('an admin signs in and lands on /', async () => {
  const { page, context } = await newPage(browser)
  await signIn(page, 'admin')
  expect(new URL(page.url()).pathname).toBe('/')
  await page.getByText('Anna Admin').waitFor()
  await page.screenshot({ path: 'e2e/.artifacts/smoke.png' })
  await context.close()
})

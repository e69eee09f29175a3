import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { E2E_PORT } from './port'

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`

/** Uncaught errors and unhandled rejections of every page since the last check (see noPageErrors.ts). */
const pageErrors: string[] = []

/** The page errors seen since the last call; the e2e setup fails a test that left any. */
export function takePageErrors(): string[] {
  return pageErrors.splice(0)
}

/** Every context of this browser reports its pages' uncaught errors, however a test creates it. */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    context.on('weberror', (e) => {
      const text = `${e.page()?.url() ?? '?'}: ${e.error().message}`
      console.error('[pageerror]', text)
      pageErrors.push(text)
    })
    return context
  }
  return browser
}

/** A fresh context = a fresh sandbox store (it lives in that context's localStorage). */
export async function newPage(
  browser: Browser,
  opts: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    colorScheme: opts.colorScheme ?? 'light',
    locale: opts.locale ?? 'en-US',
  })
  const page = await context.newPage()
  return { context, page }
}

/** `loginUrl` is absolute for pages without a baseURL (the bench's Lighthouse browser). */
export async function signIn(page: Page, username: string, password = username, loginUrl = '/login') {
  await page.goto(loginUrl)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

/** Waits until the toolbar shows this route name. */
export async function waitForRouteName(page: Page, title: string) {
  await page.waitForFunction(
    (t) => document.querySelector('header [data-testid="route-name"]')?.textContent === t,
    title,
    { timeout: 20000 },
  )
}

export async function routeName(page: Page): Promise<string> {
  return (await page.locator('header [data-testid="route-name"]').textContent()) ?? ''
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname
}

/** The entries of the drawer's role menu, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' }).getByRole('list')
  await menu.waitFor()
  return (await menu.getByRole('listitem').allTextContents()).map((t) => t.trim())
}

/**
 * Client-side navigation to any path, as the router's own history would do it: no page reload, so a test can
 * walk many routes quickly. Guards run exactly as on a link click.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const state: unknown = window.history.state
    const index = state && typeof state === 'object' && '__TSR_index' in state ? Number(state.__TSR_index) : 0
    window.history.pushState({ __TSR_index: index + 1, key: `e2e${index + 1}` }, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  }, path)
}

/** Signs in with a wrong password on /login and waits for the message. */
export async function failSignIn(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Username').fill('viewer')
  await page.getByLabel('Password').fill('wrong password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('alert').first().waitFor()
}

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { signIn } from '../../e2e/support/browser'

/**
 * The bench's phone (Lighthouse's mobile preset, applied by hand): 412×823 with touch, 4× CPU slowdown and
 * slow 4G (562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up).
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downBytesPerSecond: (1.47 * 1024 * 1024) / 8,
  upBytesPerSecond: (675 * 1024) / 8,
} as const

/** A browser context's options for the phone (its network and CPU come with throttleAsPhone). */
export const PHONE_CONTEXT = { viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 }

/** The phone's network and CPU on `page` (Chromium's own throttling); `clearCache` empties the HTTP cache first. */
export async function throttleAsPhone(context: BrowserContext, page: Page, { clearCache = false } = {}) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  if (clearCache) await cdp.send('Network.clearBrowserCache')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downBytesPerSecond,
    uploadThroughput: PHONE.upBytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
}

export interface TapTimes {
  /** Tap on the first row's pencil → its record in an editable form, on a list loaded with a cold cache. */
  firstOpenMs: number
  /** The same for the second row, after the first was closed. */
  warmOpenMs: number
  /** Tap on Add → an empty, editable form, after the edits. */
  addWarmMs: number
  /** Tap on a row's delete cross → the confirmation's Delete button, after the rest. */
  deleteWarmMs: number
}

const IDLE_BEFORE_TAP_MS = 3000

/**
 * Times from the first `event` the page sees (`pointerdown` of a tap, `keydown` of a key), by the page's clock, to
 * the first frame in which `ready` holds; `act` makes the event. `ready` is the source of a function the page runs
 * every frame.
 */
export async function eventUntil(
  page: Page,
  event: 'pointerdown' | 'keydown',
  act: () => Promise<void>,
  ready: string,
): Promise<number> {
  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  await page.evaluate(`(() => {
    const ready = ${ready}
    window.__eventAt = undefined
    window.__readyAt = undefined
    document.addEventListener('${event}', () => { window.__eventAt ??= performance.now() }, { capture: true, once: true })
    const frame = () => {
      if (window.__eventAt !== undefined && ready()) window.__readyAt = performance.now()
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })()`)
  await act()
  await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt !== undefined, undefined, {
    timeout: 60000,
    polling: 100,
  })
  return page.evaluate(() => {
    const w = window as unknown as { __eventAt: number; __readyAt: number }
    return Math.round(w.__readyAt - w.__eventAt)
  })
}

/** Times a tap on `target` to the first frame in which `ready` holds. */
const tapUntil = (page: Page, target: Locator, ready: string) =>
  eventUntil(page, 'pointerdown', () => target.tap(), ready)

/** The edit dialog shows the record (its first text input has a value) and takes typing (enabled, not read-only). */
const EDITABLE_RECORD = `() => {
  const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => /^Edit /.test(d.getAttribute('aria-label') ?? d.textContent ?? ''))
  const input = dialog?.querySelector('input[type="text"], input:not([type]), textarea')
  return Boolean(input && !input.disabled && !input.readOnly && input.value !== '')
}`
/** The Add dialog's form takes typing. */
const EDITABLE_NEW = `() => {
  const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => /^Add /.test(d.getAttribute('aria-label') ?? d.textContent ?? ''))
  const input = dialog?.querySelector('input[type="text"], input:not([type]), textarea')
  return Boolean(input && !input.disabled && !input.readOnly)
}`
/** The delete confirmation's Delete button can be pressed. */
const DELETE_CONFIRMATION = `() => {
  const dialog = document.querySelector('[role="alertdialog"]')
  const button = dialog && [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Delete')
  return Boolean(button && !button.disabled && button.getBoundingClientRect().height > 0)
}`

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/**
 * A page on the phone: sign in as `username` (unthrottled), then with the phone's CPU and network and a cold cache
 * load `path` and leave it idle for 3 s, its first row shown. The caller closes the context.
 */
export async function phonePage(browser: Browser, base: string, path: string, username: string) {
  const context = await browser.newContext({ baseURL: base, ...PHONE_CONTEXT })
  const page = await context.newPage()
  await signIn(page, username)
  await page.locator('table tbody tr').first().waitFor()
  await throttleAsPhone(context, page, { clearCache: true })
  await page.goto(path, { timeout: 120000 })
  await page.locator('table tbody tr').first().waitFor({ timeout: 120000 })
  await page.waitForTimeout(IDLE_BEFORE_TAP_MS)
  return { context, page }
}

/**
 * One round on the phone (phonePage: the list loaded cold, idle 3 s): tap the first row's pencil, then the second's,
 * then Add, then a delete cross.
 */
export async function measureTapToForm(
  browser: Browser,
  base: string,
  path: string,
  username: string,
  addName: string,
): Promise<TapTimes> {
  const { context, page } = await phonePage(browser, base, path, username)
  try {
    const pencils = page.locator('table button[aria-label^="Edit "]')
    const firstOpenMs = await tapUntil(page, pencils.nth(0), EDITABLE_RECORD)
    await closeDialog(page)
    const warmOpenMs = await tapUntil(page, pencils.nth(1), EDITABLE_RECORD)
    await closeDialog(page)
    const addWarmMs = await tapUntil(page, page.getByRole('button', { name: addName, exact: true }), EDITABLE_NEW)
    await closeDialog(page)
    const deleteWarmMs = await tapUntil(
      page,
      page.locator('table button[aria-label^="Delete "]').first(),
      DELETE_CONFIRMATION,
    )
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    return { firstOpenMs, warmOpenMs, addWarmMs, deleteWarmMs }
  } finally {
    await context.close()
  }
}

import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { BASE_URL, goInApp, launch, newPage, signIn, waitForRouteName, failSignIn } from './support/browser'
import { LIVE_URL, startLiveServer } from './support/liveServer'
import { BUILD_DIR } from './support/port'
import { TRUSTED_TYPES_POLICY } from '../build/contentSecurityPolicy'
import { ROUTES } from './support/routes'
import { pngOf } from './support/png'
import { openFirstRowDetails, waitUntilSettled } from './support/settled'
import { withFailedListError } from './support/failCalls'

/**
 * The console runs under a strict Content-Security-Policy. The policy is really there and enforced, and
 * every route, every kind of dialog, rich text editing and the image cropper run under it without one violation.
 */

interface Violation {
  /** 'enforce', or 'report' for the Trusted Types report-only header. */
  disposition: string
  directive: string
  blocked: string
  sample: string
  source: string
  page: string
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** A fresh page whose every document reports its CSP violations into `violations`. */
async function watchedPage(opts: { width?: number; height?: number } = {}) {
  const { context, page } = await newPage(browser, opts)
  const violations: Violation[] = []
  await context.exposeFunction('__reportCspViolation', (v: Violation) => void violations.push(v))
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation
    document.addEventListener('securitypolicyviolation', (e) => {
      report({
        disposition: e.disposition,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
        page: location.pathname,
      })
    })
  })
  return { context, page, violations }
}

const format = (violations: readonly Violation[]) =>
  violations
    .map(
      (v) =>
        `[${v.page}] ${v.directive} blocked ${v.blocked || '(inline)'} ${v.sample ? `"${v.sample}"` : ''} at ${v.source}`,
    )
    .join('\n')

/** Takes the violations seen so far: a test fails on its own, not on an earlier one's. */
function expectNone(violations: Violation[]) {
  const seen = violations.splice(0)
  expect(seen.length, `CSP violations:\n${format(seen)}`).toBe(0)
}

/** The served index.html and the directives of its meta policy. */
async function servedPolicy(): Promise<{ html: string; directives: Map<string, string[]> }> {
  const html = await (await fetch(`${BASE_URL}/`)).text()
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]
  expect(content, 'index.html carries a Content-Security-Policy meta tag').toBeTypeOf('string')
  const directives = new Map<string, string[]>()
  for (const part of (content ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name, sources)
  }
  return { html, directives }
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * Adds a lexicon entry with rich text (bold, a list) and a cropped uploaded image, saves it, sees the editor load it
 * back, then shows stored rich text in an expanded row (SafeHtml).
 */
async function editRichTextAndImage(page: Page) {
  await goInApp(page, '/lexicon-list/1')
  await waitForRouteName(page, 'Lexicon entries')
  await waitUntilSettled(page)
  await page.getByRole('button', { name: 'Add Lexicon entry' }).click()
  const add = page.getByRole('dialog', { name: 'Add Lexicon entry' })
  await add.getByRole('textbox', { name: /^Title/ }).fill('CSP e2e')
  await add.getByRole('textbox', { name: /^Text/ }).click()
  await page.keyboard.type('Plain, ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('bold')
  await page.keyboard.press('Control+b')
  await page.keyboard.press('Enter')
  await page.keyboard.type('- a list item')
  // Pasted HTML goes through Lexical's clipboard import.
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.setData('text/html', '<p>pasted <b>html</b></p>')
    data.setData('text/plain', 'pasted html')
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  })
  const upload = page.waitForResponse((r) => r.url().includes('/images/upload') && r.status() === 200)
  await add
    .locator('input[type="file"]')
    .setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: pngOf(160) })
  await upload
  await add.getByRole('button', { name: 'Done cropping' }).click()
  await add.getByRole('img', { name: /preview/ }).waitFor()
  await add.getByRole('button', { name: 'Save' }).click()
  // A saved add stays open as the record's edit dialog, its rich text loaded back into the editor.
  const saved = page.getByRole('dialog', { name: /^Edit Lexicon entry \(id:\d+\)$/ })
  await expect.poll(() => saved.getByRole('textbox', { name: /^Text/ }).textContent()).toContain('pasted html')
  await saved.getByRole('button', { name: 'Cancel' }).click()
  await saved.waitFor({ state: 'detached' })

  await openFirstRowDetails(page, '/question-list/1', 'Questions')
}

test('index.html carries the strict policy, with a hash for each of its inline scripts and styles', async () => {
  const { html, directives } = await servedPolicy()
  const scriptSrc = directives.get('script-src') ?? []
  const styleSrc = directives.get('style-src') ?? []
  expect(scriptSrc[0]).toBe("'self'")
  expect(styleSrc[0]).toBe("'self'")
  for (const sources of [scriptSrc, styleSrc, directives.get('default-src') ?? []]) {
    expect(sources).not.toContain("'unsafe-inline'")
    expect(sources).not.toContain("'unsafe-eval'")
  }
  expect(directives.get('object-src')).toEqual(["'none'"])
  expect(directives.get('base-uri')).toEqual(["'none'"])
  expect(directives.get('form-action')).toEqual(["'self'"])
  expect(directives.get('worker-src')).toEqual(["'self'"])
  expect(directives.get('connect-src')).toEqual(["'self'"])
  expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])

  // Not JSON data blocks: the browser never runs them.
  const inlineScripts = [
    ...html.matchAll(/<script(?![^>]*\s(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1] ?? '')
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '')
  // The build inlines the first-paint scripts and the entry and first-paint stylesheets.
  expect(inlineScripts.length).toBeGreaterThan(0)
  expect(inlineStyles.length).toBeGreaterThan(0)
  expect(scriptSrc.slice(1).sort()).toEqual([...new Set(inlineScripts.map(hash))].sort())
  expect(styleSrc.slice(1).sort()).toEqual([...new Set(inlineStyles.map(hash))].sort())
  // The policy comes before anything it governs.
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.search(/<(script|style|link)\b/))
})

test('the policy is enforced: an injected inline script, eval and an inline style do not run', async () => {
  const { context, page, violations } = await watchedPage()
  try {
    await page.goto('/login')
    await page.getByLabel('Username').waitFor()
    expectNone(violations)
    const outcome = await page.evaluate(async () => {
      const flags = window as unknown as { injectedScript?: boolean; evalRan?: boolean }
      const script = document.createElement('script')
      try {
        script.textContent = 'window.injectedScript = true'
      } catch {
        // Trusted Types refuse the text itself.
      }
      document.head.append(script)
      // A string timer is eval; this code runs with DevTools' exemption, the timer later without it.
      window.setTimeout('window.evalRan = true', 0)
      const style = document.createElement('style')
      style.textContent = 'body { --injected-style: yes; }'
      document.head.append(style)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return {
        scriptRan: flags.injectedScript === true,
        evalRan: flags.evalRan === true,
        styleApplied: getComputedStyle(document.body).getPropertyValue('--injected-style').trim() === 'yes',
      }
    })
    expect(outcome).toEqual({ scriptRan: false, evalRan: false, styleApplied: false })
    await expect
      .poll(() => violations.map((v) => v.directive).sort())
      .toEqual(['script-src', 'script-src-elem', 'style-src-elem'])
  } finally {
    await context.close()
  }
})

test('/login and a failed sign-in, signed out', async () => {
  const { context, page, violations } = await watchedPage()
  try {
    await failSignIn(page)
    expectNone(violations)
  } finally {
    await context.close()
  }
})

describe('as chief (every role), nothing violates the policy', () => {
  let context: BrowserContext
  let page: Page
  let violations: Violation[]
  beforeAll(async () => {
    ;({ context, page, violations } = await watchedPage())
    await signIn(page, 'chief')
  })
  afterAll(async () => {
    await context?.close()
  })

  const row = (p: Page) => p.locator('main table tbody tr')

  /** Opens the first row's edit dialog, if the list has one, and closes it unchanged. */
  async function openAndCloseEdit() {
    const edit = row(page)
      .getByRole('button', { name: /^Edit / })
      .first()
    if ((await edit.count()) === 0) return
    await edit.click()
    const dialog = page.getByRole('dialog', { name: /^Edit .+ \(id:\d+\)$/ })
    await dialog.getByRole('button', { name: 'Save' }).waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
  }

  for (const { path, title } of [{ path: '/', title: 'Portions' }, ...ROUTES]) {
    test(`${path}, and its edit dialog`, async () => {
      await goInApp(page, path)
      await waitForRouteName(page, title)
      await waitUntilSettled(page)
      await openAndCloseEdit()
      expectNone(violations)
    })
  }

  test('the delete confirmation', async () => {
    await goInApp(page, '/')
    await waitForRouteName(page, 'Portions')
    await waitUntilSettled(page)
    await row(page)
      .getByRole('button', { name: /^Delete / })
      .first()
      .click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText('Do you really want to delete this item?').waitFor()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    expectNone(violations)
  })

  test('rich text (Lexical) and a cropped image: add, save, open again; rich text shown in an expanded row', async () => {
    await editRichTextAndImage(page)
    expectNone(violations)
  })

  test('the Error dialog of a failed list call', async () => {
    await withFailedListError(page)
    expectNone(violations)
  })

  test('toasts, the settings panel and the bell notification list', async () => {
    await goInApp(page, '/notifications')
    await waitForRouteName(page, 'Notifications')
    for (const status of ['Info', 'Success', 'Warning', 'Error']) {
      await page.getByRole('button', { name: status, exact: true }).click()
      await page.getByText(`${status} notification`).first().waitFor()
    }
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('radio', { name: 'Danger (red)' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('radio', { name: 'Danger (red)' }).waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: /^Notifications/ }).click()
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' })
    expectNone(violations)
  })
})

test('the drawer and a first visit signed in, at 360 px', async () => {
  const { context, page, violations } = await watchedPage({ width: 360, height: 740 })
  try {
    await signIn(page, 'chief')
    // A reload draws the signed-in first paint (its inline script and style) before the app.
    await page.reload()
    await waitForRouteName(page, 'Portions')
    await waitUntilSettled(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first().waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'detached' })
    expectNone(violations)
  } finally {
    await context.close()
  }
})

/** The sinks docs/csp.md names as the reason Trusted Types stay report-only: MSW's worker URL and cropperjs's template. */
const NAMED_TRUSTED_TYPES_EXCEPTIONS = [
  'ServiceWorkerContainer register|/sandboxWorker.js',
  'Element innerHTML|<div class="cropper-container"',
]

describe('served by the sandbox server (STATIC_DIR), as a production host would', () => {
  let server: Awaited<ReturnType<typeof startLiveServer>>
  beforeAll(async () => {
    server = await startLiveServer(BUILD_DIR)
  })
  afterAll(async () => {
    await server?.close()
  })

  test("index.html comes with the meta tag's policy plus frame-ancestors 'none', and Trusted Types report-only", async () => {
    const html = await (await fetch(`${LIVE_URL}/`)).text()
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]
    const answer = await fetch(`${LIVE_URL}/lexicon-list/1`)
    expect(answer.headers.get('content-security-policy')).toBe(`${meta}; frame-ancestors 'none'`)
    expect(answer.headers.get('content-security-policy-report-only')).toBe(TRUSTED_TYPES_POLICY)
  })

  test('no other site can frame the console', async () => {
    const { context, page } = await newPage(browser)
    try {
      await page.goto(`${BASE_URL}/login`)
      await page.evaluate(async (src) => {
        const frame = document.createElement('iframe')
        frame.src = src
        const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
        document.body.append(frame)
        await loaded
      }, `${LIVE_URL}/login`)
      const child = page.frames().find((frame) => frame !== page.mainFrame())
      // The refused document is replaced by the browser's error page.
      expect(child?.url()).not.toBe(`${LIVE_URL}/login`)
      expect(await child?.locator('input').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  test('under Trusted Types only the libraries docs/csp.md names hand strings to a sink', async () => {
    const { context, page, violations } = await watchedPage()
    try {
      await signIn(page, 'chief', 'chief', `${LIVE_URL}/login`)
      await waitForRouteName(page, 'Portions')
      await editRichTextAndImage(page)
      const reported = violations.splice(0)
      expectNone(reported.filter((v) => v.disposition !== 'report'))
      const fromOthers = reported.filter(
        (v) => !NAMED_TRUSTED_TYPES_EXCEPTIONS.some((sample) => v.sample.startsWith(sample)),
      )
      expect(fromOthers, `Trusted Types reports docs/csp.md does not name:\n${format(fromOthers)}`).toEqual([])
      // Both exceptions really occur: the day a library stops, docs/csp.md and the policy can say so.
      for (const sample of NAMED_TRUSTED_TYPES_EXCEPTIONS)
        expect(
          reported.some((v) => v.sample.startsWith(sample)),
          sample,
        ).toBe(true)
    } finally {
      await context.close()
    }
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { COMPILE_HINT } from '../build/compileHints'
import { reachable } from '../build/importGraph'
import { PRODUCT_NAME } from '../src/config'
import { BASE_URL, launch, newPage, signIn } from './support/browser'
import { failCalls } from './support/failCalls'
import { measureScripts, shownAt } from './support/firstLoad'
import { layoutShifts, recordLayoutShifts } from './support/layoutShift'
import { BUILD_DIR } from './support/port'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

const SANDBOX_ENTRY = 'mocks/browser.ts'
/** The pager's count: the list's rows have come, not its skeleton. */
const ENTRIES = /\d+ entr(y|ies)$/

/** Files reachable from `start` through static (and, unless `staticOnly`, dynamic) imports, not entering `skip`. */
function reachableFiles(
  manifest: Manifest,
  start: string,
  { skip, staticOnly = false }: { skip?: string; staticOnly?: boolean } = {},
): Set<string> {
  const imports = (key: string) => [
    ...(manifest[key]?.imports ?? []),
    ...(staticOnly ? [] : (manifest[key]?.dynamicImports ?? [])),
  ]
  const keys = reachable([start], imports, (key) => !manifest[key] || key === skip)
  return new Set([...keys].map((key) => manifest[key]!.file))
}

/**
 * The sandbox is the stand-in backend, not the product: a real deployment (VITE_API_URL) never loads it.
 * A chunk counts unless only the sandbox can load it; chunks the console shares with it count.
 */
function sandboxOnlyFiles(manifest: Manifest): Set<string> {
  const app = reachableFiles(manifest, 'index.html', { skip: SANDBOX_ENTRY })
  return new Set([...reachableFiles(manifest, SANDBOX_ENTRY)].filter((f) => !app.has(f)))
}

interface Budget {
  loginFirstLoadJsGzipKiB: number
  listFirstLoadJsGzipKiB: number
}
const budget = JSON.parse(readFileSync('budget.json', 'utf8')) as Budget

let browser: Browser
let manifest: Manifest
let excluded: Set<string>
beforeAll(async () => {
  manifest = JSON.parse(readFileSync(join(BUILD_DIR, '.vite', 'manifest.json'), 'utf8')) as Manifest
  expect(manifest[SANDBOX_ENTRY], 'the manifest names the sandbox chunk').toBeDefined()
  excluded = sandboxOnlyFiles(manifest)
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Files of the first load that count (sandbox-only chunks do not). */
async function firstLoadFiles(page: Page, load: () => Promise<number>) {
  const { files } = await measureScripts(page, load)
  return files.filter((f) => !excluded.has(`assets/${f.file}`) && !excluded.has(f.file))
}

/** First-load JS of a page in KiB gzip, printed file by file; sandbox-only chunks do not count. */
async function firstLoadKiB(page: Page, name: string, load: () => Promise<number>): Promise<number> {
  const counted = await firstLoadFiles(page, load)
  const totalKiB = counted.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024
  console.log(
    `${name} first-load JS: ${totalKiB.toFixed(1)} KiB gzip\n` +
      counted.map((f) => `  ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${f.file}`).join('\n'),
  )
  expect(counted.length).toBeGreaterThan(0)
  return totalKiB
}

test(`the first-load JS of /login stays within budget.json (${budget.loginFirstLoadJsGzipKiB} KiB gzip, a goal with room for features)`, async () => {
  const { context, page } = await newPage(browser)
  try {
    const kib = await firstLoadKiB(page, '/login', async () => {
      await page.goto('/login')
      return shownAt(page, /^Sign in$/)
    })
    expect(kib).toBeLessThanOrEqual(budget.loginFirstLoadJsGzipKiB)
  } finally {
    await context.close()
  }
})

test(`the first-load JS of the portions list stays within budget.json (${budget.listFirstLoadJsGzipKiB} KiB gzip, a goal with room for features)`, async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'viewer')
    await page.getByText(ENTRIES).first().waitFor()
    // A fresh page of the signed-in context: the session is kept, the scripts are asked for again.
    const list = await context.newPage()
    const kib = await firstLoadKiB(list, 'portions list', async () => {
      await list.goto('/')
      return shownAt(list, ENTRIES)
    })
    expect(kib).toBeLessThanOrEqual(budget.listFirstLoadJsGzipKiB)
  } finally {
    await context.close()
  }
})

test('a German browser’s first loads stay within budget.json too, its catalog included', async () => {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'de-DE',
    viewport: { width: 1280, height: 800 },
  })
  try {
    const page = await context.newPage()
    const login = await firstLoadKiB(page, 'German /login', async () => {
      await page.goto('/login')
      return shownAt(page, /^Anmelden$/)
    })
    expect(login).toBeLessThanOrEqual(budget.loginFirstLoadJsGzipKiB)
    await page.getByLabel('Benutzername').fill('viewer')
    await page.getByLabel('Passwort').fill('viewer')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page
      .getByText(/\d+ Einträge?$/)
      .first()
      .waitFor()
    const list = await context.newPage()
    const kib = await firstLoadKiB(list, 'German portions list', async () => {
      await list.goto('/')
      return shownAt(list, /\d+ Einträge?$/)
    })
    expect(kib).toBeLessThanOrEqual(budget.listFirstLoadJsGzipKiB)
  } finally {
    await context.close()
  }
})

/** A built file's text. */
const builtFile = (file: string) => readFileSync(join(BUILD_DIR, 'assets', file), 'utf8')
/** Files with Chakra's runtime: it styles through emotion, whose style tags carry `data-emotion` (our code has none). */
const withChakra = (files: string[]) => files.filter((file) => builtFile(file).includes('data-emotion'))

test('a list paints without Chakra’s runtime, loads none after its paint, and downloads its dialogs’ code and runs the palette’s while idle', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'admin')
    await page.goto('/lexicon-category-list')
    await page.getByText(ENTRIES).first().waitFor()
    const list = await context.newPage()
    // Scripts the page runs, and files it only downloads ahead (`<link rel="prefetch">`).
    const asked: string[] = []
    const prefetched: string[] = []
    list.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (!path.startsWith('/assets/') || !path.endsWith('.js')) return
      ;(r.resourceType() === 'script' ? asked : prefetched).push(path.slice('/assets/'.length))
    })
    const files = await firstLoadFiles(list, async () => {
      await list.goto('/lexicon-category-list')
      return shownAt(list, ENTRIES)
    })
    expect(withChakra(files.map((f) => f.file))).toEqual([])
    // Nor after the paint: what follows it (the live connection is among the last) runs no Chakra either; the
    // dialogs' code is downloaded while idle, not run.
    await list.getByLabel('Live updates: live').waitFor()
    await vi.waitFor(() => expect(prefetched.filter((file) => file.startsWith('dialogs-'))).not.toEqual([]), {
      timeout: 10000,
    })
    // The command palette's code, which any signed-in screen may open next, runs while idle.
    await vi.waitFor(() => expect(asked.filter((file) => file.startsWith('CommandPalette-'))).not.toEqual([]), {
      timeout: 10000,
    })
    expect(withChakra([...asked, ...prefetched])).toEqual([])
  } finally {
    await context.close()
  }
})

test('the toast region, mounted after the first paint, brings no dialog’s code', () => {
  const toaster = Object.values(manifest).find((chunk) => /^assets\/toaster-/.test(chunk.file))
  expect(toaster, 'the toast region is a chunk of its own').toBeDefined()
  const imported = (toaster?.imports ?? []).map((key) => manifest[key]?.file ?? key)
  expect(imported.filter((file) => /dialogs-/.test(file))).toEqual([])
})

test('a list with date columns paints without its dialogs’ code or the date library', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'chief')
    await page.getByText(ENTRIES).first().waitFor()
    for (const path of ['/promotion-list', '/patient-list']) {
      const list = await context.newPage()
      const files = (
        await firstLoadFiles(list, async () => {
          await list.goto(path)
          return shownAt(list, ENTRIES)
        })
      ).map((f) => f.file)
      expect(
        files.filter((file) => file.startsWith('dialogs-')),
        path,
      ).toEqual([])
      // Luxon's own error text: the date library is in the file.
      expect(
        files.filter((file) => builtFile(file).includes('Invalid DateTime')),
        path,
      ).toEqual([])
      await list.close()
    }
  } finally {
    await context.close()
  }
})

/** The language catalogs' chunks (src/i18n/catalog/): data, one of which the first render waits for. */
const catalogChunks = () =>
  new Set(
    Object.entries(manifest)
      .filter(([key]) => /src\/i18n\/catalog\/\w+\.ts$/.test(key))
      .map(([, chunk]) => chunk.file.replace(/^assets\//, '')),
  )

/** Files of at least this size count as sizable: the rest (the runtime, a store, a view of a few cells) costs little to compile. */
const SIZABLE_BYTES = 4 * 1024

test('a list’s first load comes with V8’s compile hint, the rich-text editor’s code without (TBT on a phone)', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'chief')
    await page.getByText(ENTRIES).first().waitFor()
    const list = await context.newPage()
    const files = await firstLoadFiles(list, async () => {
      await list.goto('/promotion-list')
      return shownAt(list, ENTRIES)
    })
    // A catalog is one JSON.parse call: nothing for V8 to compile ahead.
    const catalogs = catalogChunks()
    const sizable = files
      .filter(({ file }) => !catalogs.has(file))
      .map(({ file }) => ({ file, text: builtFile(file) }))
      .filter(({ text }) => text.length >= SIZABLE_BYTES)
    expect(sizable.length, 'the entry, list-query and signed-in at least').toBeGreaterThanOrEqual(3)
    expect(sizable.filter(({ text }) => !text.startsWith(`${COMPILE_HINT}\n`)).map(({ file }) => file)).toEqual([])
    // Lexical: loaded when a form has a rich-text field, and most of it never runs.
    const richText = Object.entries(manifest)
      .filter(([key]) => key.endsWith('RichTextInput.tsx'))
      .map(([, chunk]) => chunk.file.replace(/^assets\//, ''))
    expect(richText).toHaveLength(1)
    expect(builtFile(richText[0]!).startsWith(COMPILE_HINT)).toBe(false)
  } finally {
    await context.close()
  }
})

test('the edit, delete and Error dialogs open without Chakra’s runtime: no Chakra chunk, no emotion style', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'admin')
    // Every script of the page from its load on: the list's, the prefetched dialogs' and the opened ones'.
    const asked: string[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/assets/') && path.endsWith('.js')) asked.push(path.slice('/assets/'.length))
    })
    await page.goto('/lexicon-category-list')
    await page.getByText(ENTRIES).first().waitFor()
    const emotionStyles = () => page.locator('style[data-emotion]').count()

    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click()
    const edit = page.getByRole('dialog', { name: /^Edit / })
    await edit.getByRole('button', { name: 'Save' }).waitFor()
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await edit.waitFor({ state: 'detached' })

    // A delete the server refuses: the confirmation, then the Error dialog.
    await failCalls(page, { method: 'DELETE', status: 500, message: 'No' })
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    const error = page.getByRole('alertdialog', { name: 'Error' })
    await error.getByRole('button', { name: 'Ok' }).click()
    await error.waitFor({ state: 'detached' })

    expect(asked.length, 'the dialogs’ chunks were loaded').toBeGreaterThan(0)
    expect(withChakra(asked)).toEqual([])
    expect(await emotionStyles()).toBe(0)
  } finally {
    await context.close()
  }
})

test('the first paint needs no JavaScript: /login shows the login card’s title, a signed-in visit the toolbar’s bar (FCP on a phone)', async () => {
  const { context, page } = await newPage(browser, { width: 412, height: 823 })
  try {
    await signIn(page, 'viewer')
    await page.getByText(ENTRIES).first().waitFor()
    // Every script held back: what shows is index.html's own first paint.
    await context.route('**/assets/*.js', (route) => route.abort())
    const signedIn = await context.newPage()
    await signedIn.goto('/', { waitUntil: 'domcontentloaded' })
    await signedIn.locator('.nc-first-paint__bar', { hasText: PRODUCT_NAME }).waitFor()
    expect(await signedIn.locator('.login__card').isVisible()).toBe(false)

    const signedOut = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 412, height: 823 } })
    try {
      await signedOut.route('**/assets/*.js', (route) => route.abort())
      const login = await signedOut.newPage()
      await login.goto('/login', { waitUntil: 'domcontentloaded' })
      await login.locator('.login__card').getByText(PRODUCT_NAME).waitFor()
      // Decorative until the real form comes: nothing to type into or press.
      expect(await login.locator('input, button').count()).toBe(0)
    } finally {
      await signedOut.close()
    }
  } finally {
    await context.close()
  }
})

/** The chunk a route's loader needs to start its GET (build/firstLoadChunks.ts). */
function listQueryChunk(): string {
  const key = Object.keys(manifest).find((k) => /list-query-/.test(manifest[k]!.file))
  expect(key, 'the build has a list-query chunk (build/firstLoadChunks.ts)').toBeDefined()
  return key!
}

/**
 * Opens `path` in a new page while every script but the entry's, the list query's and the sandbox's is held (at most
 * 5 s), and waits until a request matching `data` has been asked for; then lets the scripts go. Returns the page and
 * the scripts that were held: a screen's data must not wait for the screen's own code.
 */
async function askedWhileCodeHeld(context: BrowserContext, path: string, data: RegExp, timeout: number) {
  const staticFiles = (key: string) => reachableFiles(manifest, key, { staticOnly: true })
  // The language's catalog too: like the stylesheet, the first render waits for it (index.html preloads it).
  const catalogs = [...catalogChunks()].map((file) => `assets/${file}`)
  const allowed = new Set([...staticFiles('index.html'), ...staticFiles(listQueryChunk()), ...excluded, ...catalogs])
  let released!: () => void
  const dataAsked = new Promise<void>((resolve) => (released = resolve))
  const held: string[] = []
  await context.route('**/assets/*.js', async (route) => {
    const file = new URL(route.request().url()).pathname.slice(1)
    if (allowed.has(file)) return route.continue()
    held.push(file)
    await Promise.race([dataAsked, new Promise((r) => setTimeout(r, 5000))])
    return route.continue()
  })
  const fresh = await context.newPage()
  const asked = fresh.waitForRequest((r) => data.test(r.url()), { timeout })
  await fresh.goto(path, { waitUntil: 'commit' })
  await asked
  released()
  return { fresh, held }
}

test('a signed-in visit asks for the list’s rows while the screen’s code still downloads, and for that code at once (LCP on a phone)', async () => {
  const { context, page } = await newPage(browser, { width: 412, height: 823 })
  try {
    await signIn(page, 'viewer')
    await page.getByText(ENTRIES).first().waitFor()
    const { fresh, held } = await askedWhileCodeHeld(context, '/', /\/api\/v1\/portions\?/, 5000)
    // The GET came while the screen's chunks were held; they were asked for before the entry had run (index.html).
    expect(held.some((f) => /signed-in-/.test(f))).toBe(true)
    await fresh.getByText(ENTRIES).first().waitFor()
  } finally {
    await context.close()
  }
})

test('a signed-in visit to a list asks for its view’s code from index.html, before the entry has run (LCP on a phone)', async () => {
  const { context, page } = await newPage(browser, { width: 412, height: 823 })
  try {
    await signIn(page, 'chief')
    await page.getByText(ENTRIES).first().waitFor()
    const view = manifest['src/features/users/view.tsx']?.file
    expect(view, 'the users view is a chunk of its own').toBeDefined()
    const entry = manifest['index.html']!.file
    // The entry is held until the view is asked for: only index.html can ask for it that early.
    let viewAsked!: () => void
    const asked = new Promise<void>((resolve) => (viewAsked = resolve))
    let heldUntilView = false
    await context.route('**/assets/*.js', async (route) => {
      const file = new URL(route.request().url()).pathname.slice(1)
      if (file === view) viewAsked()
      if (file === entry)
        heldUntilView = await Promise.race([
          asked.then(() => true),
          new Promise<boolean>((r) => setTimeout(() => r(false), 5000)),
        ])
      return route.continue()
    })
    const fresh = await context.newPage()
    await fresh.goto('/users', { waitUntil: 'commit' })
    await fresh.getByText(ENTRIES).first().waitFor()
    expect(heldUntilView, 'the view was asked for while the entry was held').toBe(true)
  } finally {
    await context.close()
  }
})

test('a signed-in visit to the dashboard asks for its data while the screen’s code still downloads (LCP on a phone)', async () => {
  const { context, page } = await newPage(browser, { width: 412, height: 823 })
  try {
    await signIn(page, 'chief')
    await page.getByText(ENTRIES).first().waitFor()
    // Under the 5 s hold, so a GET that comes only once the screen's chunks are let go fails.
    const { fresh, held } = await askedWhileCodeHeld(context, '/dashboard', /\/api\/v1\/dashboard\//, 4000)
    expect(held.length, 'the screen’s own chunks were held').toBeGreaterThan(0)
    await fresh.getByRole('heading', { level: 1 }).waitFor()
  } finally {
    await context.close()
  }
})

/**
 * What a server's first round trip can carry: TCP's initial window of 10 segments of 1,460 bytes, less the headers.
 * A page past it costs a phone another round trip (Lighthouse's slow 4G: 150 ms) before the scripts it names are asked for.
 */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024

test(`index.html fits the first round trip: at most ${FIRST_ROUND_TRIP_BYTES / 1024} KiB gzip (LCP on a phone)`, () => {
  const html = readFileSync(join(BUILD_DIR, 'index.html'))
  expect(gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES)
})

test('the first paint waits for no stylesheet request: the styles it needs come inside index.html (FCP on a phone)', async () => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 412, height: 823 } })
  try {
    await context.route('**/assets/**', (route) => route.abort())
    const page = await context.newPage()
    await page.goto('/login', { waitUntil: 'domcontentloaded' })
    // The card's grey page comes from the kit's tokens.
    const background = await page.locator('.login').evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(background).toBe('rgb(244, 244, 245)')
  } finally {
    await context.close()
  }
  // The whole stylesheet is asked for once, beside the scripts, and not again when lazy chunks that import it load.
  const entryCss = manifest['index.html']!.css ?? []
  expect(entryCss.length).toBeGreaterThan(0)
  const { context: signedIn, page } = await newPage(browser)
  try {
    const asked: string[] = []
    page.on('request', (r) => asked.push(new URL(r.url()).pathname.slice(1)))
    await signIn(page, 'viewer')
    await page.getByText(ENTRIES).first().waitFor()
    // What loads after the first paint has come (the live connection is among the last).
    await page.getByLabel('Live updates: live').waitFor()
    expect(asked.filter((file) => entryCss.includes(file))).toEqual(entryCss)
  } finally {
    await signedIn.close()
  }
})

test('what follows the first paint (the live connection) waits until the rows of / have shown', async () => {
  const liveClient = manifest['src/features/live/liveSession.ts']?.file
  expect(liveClient, 'the live session is a lazy chunk').toBeDefined()
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'viewer')
    await page.getByText(ENTRIES).first().waitFor()
    // The screen's code comes late, so the rows' GET has answered before the screen mounts (a slow network).
    await context.route('**/assets/signed-in-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 400))
      return route.continue()
    })
    for (let visit = 0; visit < 3; visit++) {
      const list = await context.newPage()
      const files = await firstLoadFiles(list, async () => {
        await list.goto('/')
        return shownAt(list, ENTRIES)
      })
      expect(files.map((f) => `assets/${f.file}`)).not.toContain(liveClient)
      await list.close()
    }
  } finally {
    await context.close()
  }
})

test('a list loaded on a slow phone shifts nothing as its rows replace the skeleton, light and dark (no layout shift)', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const path of ['/', '/lexicon-list/1']) {
      const { context, page } = await newPage(browser, { width: 412, height: 823, colorScheme })
      try {
        await signIn(page, 'viewer')
        await recordLayoutShifts(page)
        // Lighthouse's phone: the skeleton shows for a while before the rows come.
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: 200_000,
          uploadThroughput: 90_000,
        })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(path)
        await shownAt(page, ENTRIES)
        await page.waitForTimeout(500)
        expect(await layoutShifts(page), `${colorScheme} ${path}`).toEqual([])
      } finally {
        await context.close()
      }
    }
  }
})

/**
 * Variables the stylesheet reads that a script sets on the element at run time: Chakra's recipes' positioning and
 * animation (Ark UI sets them) and the list's fade time (ResourceTable's style). Everything else must be declared.
 */
const SET_AT_RUN_TIME = [
  '--animate-from-y',
  '--animate-to-y',
  '--available-height',
  '--live-fade',
  '--marquee-translate',
  '--track-color',
  '--transform-origin',
  '--width',
]

test.each([
  [
    'index.html’s first-paint style',
    () =>
      [...readFileSync(join(BUILD_DIR, 'index.html'), 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)]
        .map((m) => m[1])
        .join('\n'),
    20,
  ],
  [
    'the entry stylesheet',
    () => (manifest['index.html']!.css ?? []).map((file) => readFileSync(join(BUILD_DIR, file), 'utf8')).join('\n'),
    100,
  ],
])(
  '%s declares every theme variable it reads: the build’s pruning of unused tokens drops none in use',
  (_, stylesheet, least) => {
    const css = stylesheet()
    const name = String.raw`--(?:[\w-]|\\.)+`
    const declared = new Set([...css.matchAll(new RegExp(String.raw`[{;]\s*(${name})\s*:`, 'g'))].map((m) => m[1]))
    // A read with a fallback (`var(--x, 2px)`) holds without a declaration.
    const read = [...css.matchAll(new RegExp(String.raw`var\(\s*(${name})\s*\)`, 'g'))].map((m) => m[1]!)
    expect(declared.size, 'the theme’s variables are in it').toBeGreaterThan(least)
    expect([...new Set(read.filter((v) => !declared.has(v) && !SET_AT_RUN_TIME.includes(v)))]).toEqual([])
  },
)

test('a child list shifts nothing while its heading’s code and its parent’s title come after its rows (no layout shift)', async () => {
  const { context, page } = await newPage(browser, { width: 412, height: 823 })
  try {
    await signIn(page, 'chief')
    await recordLayoutShifts(page)
    await page.addInitScript(() => {
      // The parent's record answers late: the rows show first, the heading's title after them.
      const real = window.fetch.bind(window)
      window.fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input)
        if (new URL(url, location.href).pathname === '/api/v1/lexiconcategories/1')
          await new Promise((r) => setTimeout(r, 1500))
        return real(input, init)
      }
    })
    await page.goto('/lexicon-list/1')
    await shownAt(page, ENTRIES)
    await page
      .getByRole('heading', { name: /^Lexicon category: (?!$)/ })
      .locator('[data-skeleton]')
      .waitFor({ state: 'detached' })
    await page.waitForTimeout(300)
    expect(await layoutShifts(page)).toEqual([])
  } finally {
    await context.close()
  }
})

test('a child list’s first paint shows its own heading, not the placeholder before the heading’s code (LCP on a phone)', async () => {
  const { context, page } = await newPage(browser, { width: 412, height: 823 })
  try {
    await signIn(page, 'chief')
    await page.addInitScript(() => {
      // The placeholder heading has no back arrow; the heading itself always has one.
      const seen: boolean[] = []
      ;(window as unknown as { headingSeen: boolean[] }).headingSeen = seen
      new MutationObserver(() => {
        if (document.querySelector('main h1')) seen.push(!!document.querySelector('main a[aria-label^="Back to"]'))
      }).observe(document, { subtree: true, childList: true })
    })
    await page.goto('/lexicon-list/1')
    await shownAt(page, ENTRIES)
    const seen = await page.evaluate(() => (window as unknown as { headingSeen: boolean[] }).headingSeen)
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((withArrow) => !withArrow)).toEqual([])
  } finally {
    await context.close()
  }
})

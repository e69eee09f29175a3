/**
 * `npm run bench`: builds the console, serves it from the local sandbox server (same origin, HTTP + hub), drives
 * Debian Chromium and writes bench/report.md and bench/report.json with every figure beside its bar and beside the
 * previous release's value (bench/report.json as committed at git HEAD), so a regression shows in review. Exits
 * non-zero when a bar is missed.
 *
 * Environment:
 * - BENCH_PORT: port of the sandbox server (default 4390; Lighthouse's Chromium uses the next one).
 * - BENCH_ONLY=live (or a comma list of load, paging, lighthouse, live, phone, soak, export, bulk, import, palette): run only those parts, print their figures
 *   and leave bench/report.* alone (a partial run is no report). `BENCH_ONLY=live` is the quick loop on the
 *   live-update and burst figures.
 * - BENCH_LIGHTHOUSE_RUNS: mobile Lighthouse runs per page (default 3; the median counts).
 * - BENCH_PHONE_RUNS: rounds of the phone's tap → editable form (default 3; the median counts).
 * - BENCH_SOAK_MS: the soak's least duration (default 3 minutes).
 * - BENCH_TRACE=<file.json>: write a Chromium performance trace of the burst (open it in DevTools' Performance
 *   panel or Perfetto). Traced runs build unminified so the trace names the functions; their figures run slower.
 */
import { cpus, totalmem } from 'node:os'
import { chromium, type Browser, type Page } from 'playwright-core'
import { startSandboxServer } from '../mocks/server/sandboxServer'
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium } from '../e2e/support/chromium'
import { ApiClient } from './lib/apiClient'
import { atLeast, atMost, BARS, exactly, reported, type Figure, type LighthouseBars } from './lib/bars'
import { buildConsole, LAZY_ONLY, lazyOnlyIn } from './lib/build'
import { measureScripts, shownAt } from '../e2e/support/firstLoad'
import { AuditBrowser, medianRun, type AuditResult } from './lib/lighthouse'
import { measureRequestsOnPaging } from './lib/paging'
import { measureTapToForm, PHONE, type TapTimes } from './lib/phoneEdit'
import { runSoak } from './lib/soak'
import { measureBulkDelete, measureBulkEdit } from './lib/bulkDelete'
import { measureExport } from './lib/exportFile'
import { measureImport } from './lib/importFile'
import { measurePalette } from './lib/palette'
import { measureUpdateLatency, recordLongTasks, runBurst, type WatchedList } from './lib/live'
import { compareFigures, figureLine, previousReport, writeReport, type Chunk } from './lib/report'
import { longestMainThreadTask, TASK_CATEGORIES } from './lib/taskCpu'
import { signIn as signInAt } from '../e2e/support/browser'
import { STORAGE_KEYS, UNDO_MS } from '../src/config'

const PORT = Number(process.env.BENCH_PORT ?? 4390)
const BASE = `http://127.0.0.1:${PORT}`
const OUT = `bench/out/dist-${PORT}`
/**
 * Every Lighthouse page is audited in both schemes, and /login and the portions list once more in German: the bars
 * hold in light and dark, and in both languages. Each is the settings panel's stored choice, as a user makes it.
 */
const VARIANTS = [
  { suffix: '', settings: undefined, pages: 'all' },
  { suffix: ', dark', settings: { scheme: 'dark' }, pages: 'all' },
  { suffix: ', German', settings: { language: 'de' }, pages: 'first two' },
] as const
type Variant = (typeof VARIANTS)[number]
const SECTIONS = [
  'load',
  'paging',
  'lighthouse',
  'live',
  'phone',
  'soak',
  'export',
  'bulk',
  'import',
  'palette',
] as const
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim())
const unknownSection = ONLY?.find((s) => !(SECTIONS as readonly string[]).includes(s))
if (unknownSection) throw new Error(`BENCH_ONLY: unknown part "${unknownSection}" (parts: ${SECTIONS.join(', ')})`)
const runs = (section: (typeof SECTIONS)[number]) => !ONLY || ONLY.includes(section)
const TRACE = process.env.BENCH_TRACE
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3)
const SOAK_MS = Number(process.env.BENCH_SOAK_MS ?? BARS.soak.minMs)
/** One screen of each kind (list, child list, users, dashboard, demo), audited signed in as chief. */
const SCREENS = [
  { name: 'top-level list (/promotion-list)', path: '/promotion-list' },
  { name: 'child list (/lexicon-list/1)', path: '/lexicon-list/1' },
  { name: 'users (/users)', path: '/users' },
  { name: 'dashboard (/dashboard)', path: '/dashboard' },
  { name: 'demo screen (/typography)', path: '/typography' },
] as const
/** Every list chief can open, for the soak: the menu's lists and one child list of each parent. */
const SOAK_ROUTES = [
  '/',
  '/promotion-list',
  '/patient-list',
  '/lexicon-category-list',
  '/lexicon-list/1',
  '/optimizationarea-list',
  '/target-list/1',
  '/method-list',
  '/methodmultiplechoice-list/1',
  '/methodtext-list/1',
  '/course-list',
  '/chapter-list/1',
  '/subchapter-list/1',
  '/scale-list',
  '/question-list/1',
  '/choice-list/1',
  '/webview-list',
  '/users',
  '/recipes-list',
]
/** Main-thread tasks with their JavaScript samples: enough to see which functions make a task long. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
]

const BURST_LISTS: WatchedList[] = [
  { resource: 'portions', route: '/', label: 'name', pageSize: 7 },
  { resource: 'promotions', route: '/promotion-list', label: 'title', pageSize: 7 },
  { resource: 'lexiconcategories', route: '/lexicon-category-list', label: 'title', pageSize: 10 },
  { resource: 'courses', route: '/course-list', label: 'title', pageSize: 7 },
  { resource: 'webpages', route: '/webview-list', label: 'title', pageSize: 7 },
]

/** A valid new record per burst list (the sandbox validates bodies). */
function newRecord(list: WatchedList, n: number): Record<string, unknown> {
  const label = `Burst ${n}`
  switch (list.resource) {
    case 'portions':
      return { name: label, servingId: 1, amount: 100 }
    case 'promotions':
      return { title: label, insuranceId: 1 }
    case 'webpages':
      return { title: label, slug: `burst-${n}-${Date.now().toString(36)}` }
    default:
      return { title: label }
  }
}

/** /login's first load: every script until its form's button shows. */
const loadLogin = (page: Page) =>
  measureScripts(page, async () => {
    await page.goto('/login')
    return shownAt(page, /^Sign in$/)
  })

/** The portions list's first load, signed in: every script until its rows have come (the pager's count shows with them). */
const loadList = (page: Page) =>
  measureScripts(page, async () => {
    await page.goto('/')
    return shownAt(page, /\d+ entr(y|ies)$/)
  })

/**
 * /login and the portions list loaded on a device set to dark, the System choice following it; fails unless the
 * page really is dark, so the figure is about the dark scheme.
 */
async function measureDarkFirstLoad(browser: Browser): Promise<{ login: number; list: number }> {
  const context = await browser.newContext({ baseURL: BASE, colorScheme: 'dark' })
  try {
    const page = await context.newPage()
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    const login = await loadLogin(page)
    if (!(await isDark())) throw new Error('bench: /login is not dark on a dark device')
    await signInAt(page, 'viewer')
    const list = await loadList(page)
    if (!(await isDark())) throw new Error('bench: the portions list is not dark on a dark device')
    return { login: login.gzipBytes, list: list.gzipBytes }
  } finally {
    await context.close()
  }
}

async function main() {
  assertChromium()
  // Read before anything runs: the previous release's figures, which this run's stand beside.
  const previous = previousReport()
  const figures: Figure[] = []
  const notes: string[] = []
  let chunks: Chunk[] = []

  console.log('bench: building…')
  const built = await buildConsole(OUT, BASE, { minify: !TRACE })
  let server = await startSandboxServer({ port: PORT, staticDir: OUT, testHooks: true })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const listContext = await browser.newContext({ baseURL: BASE })
    const listPage = await listContext.newPage()
    await signInAt(listPage, 'viewer')

    if (runs('load')) {
      console.log('bench: first-load JavaScript…')
      const loginContext = await browser.newContext({ baseURL: BASE })
      const loginPage = await loginContext.newPage()
      const login = await loadLogin(loginPage)
      await loginContext.close()
      const portions = await loadList(listPage)
      figures.push(
        atMost('First-load JS, /login (gzip)', Math.round(login.gzipBytes / 102.4) / 10, BARS.firstLoadKb.login, 'KB'),
      )
      figures.push(
        atMost(
          'First-load JS, portions list (gzip)',
          Math.round(portions.gzipBytes / 102.4) / 10,
          BARS.firstLoadKb.list,
          'KB',
        ),
      )
      // The same loads on a device set to dark: the scheme must cost no script of its own.
      const dark = await measureDarkFirstLoad(browser)
      figures.push(
        atMost(
          'First-load JS, /login, dark system (gzip)',
          Math.round(dark.login / 102.4) / 10,
          BARS.firstLoadKb.login,
          'KB',
        ),
      )
      figures.push(
        atMost(
          'First-load JS, portions list, dark system (gzip)',
          Math.round(dark.list / 102.4) / 10,
          BARS.firstLoadKb.list,
          'KB',
        ),
      )
      for (const [name, load] of [
        ['/login', login],
        ['portions list', portions],
      ] as const) {
        console.log(
          `bench: first load of ${name}: ${[...load.files]
            .sort((a, b) => b.gzipBytes - a.gzipBytes)
            .map((f) => `${f.file} ${(f.gzipBytes / 1024).toFixed(1)}`)
            .join(', ')}`,
        )
      }
      const firstLoadFiles = new Map<string, string[]>()
      for (const [name, load] of [
        ['/login', login],
        ['portions', portions],
      ] as const) {
        for (const f of load.files) firstLoadFiles.set(f.file, [...(firstLoadFiles.get(f.file) ?? []), name])
      }
      chunks = built.map((c) => ({
        file: c.file,
        gzipBytes: c.gzipBytes,
        firstLoad: firstLoadFiles.get(c.file) ?? [],
        lazyOnly: lazyOnlyIn(c),
      }))
      for (const lazy of LAZY_ONLY) {
        const eager = built.filter((c) => firstLoadFiles.has(c.file) && c.moduleIds.some(lazy.test)).map((c) => c.file)
        figures.push(exactly(`${lazy.label} in first-load chunks`, eager.length, 0, 'chunks'))
      }
    }

    if (runs('paging')) {
      // Back to a visited page and on to the prefetched next page.
      console.log('bench: paging requests…')
      if (!runs('load')) {
        await listPage.goto('/')
        await listPage.locator('table tbody tr').first().waitFor()
      }
      const paging = await measureRequestsOnPaging(listPage, BURST_LISTS[0]!.pageSize)
      figures.push(exactly('Requests: to the prefetched next page', paging.next.requests, BARS.navigationRequests, ''))
      figures.push(exactly('Spinner: to the prefetched next page', Number(paging.next.spinnerShown), 0, ''))
      figures.push(
        exactly(
          'Requests: back to a visited page',
          paging.back.requests + paging.back.prefetches,
          BARS.navigationRequests,
          '',
        ),
      )
      notes.push(
        `Going to page 2 prefetched page 3 with ${paging.next.prefetches} request(s) after page 2 showed; they are not counted above.`,
      )
      figures.push(exactly('Spinner: back to a visited page', Number(paging.back.spinnerShown), 0, ''))
    }
    await listContext.close()

    if (runs('lighthouse')) {
      console.log(`bench: Lighthouse (mobile, ${LIGHTHOUSE_RUNS} interleaved runs per page, then desktop)…`)
      const audit = await AuditBrowser.start(PORT + 1)
      try {
        // /login is audited signed out (signed in it redirects to the list), the list signed in as a viewer.
        // Pages are audited as different users: sign the last one out first.
        const signedInAs = (username: string) => async () => {
          await audit.clearStorage(BASE)
          const page = await audit.playwright.contexts()[0]!.newPage()
          await signInAt(page, username, username, `${BASE}/login`)
          await page.close()
        }
        const pages: { name: string; url: string; bars: LighthouseBars; before(): Promise<unknown> }[] = [
          { name: '/login', url: `${BASE}/login`, bars: BARS.lighthouse.login, before: () => audit.clearStorage(BASE) },
          { name: 'portions list', url: `${BASE}/`, bars: BARS.lighthouse.list, before: signedInAs('viewer') },
          ...SCREENS.map((screen) => ({
            name: screen.name,
            url: `${BASE}${screen.path}`,
            bars: BARS.lighthouse.screen,
            before: signedInAs('chief'),
          })),
        ]
        const audited = async (p: (typeof pages)[number], variant: Variant, formFactor: 'mobile' | 'desktop') => {
          await p.before()
          if (variant.settings)
            await audit.setLocalStorage(BASE, STORAGE_KEYS.settings, JSON.stringify(variant.settings))
          return audit.audit(p.url, formFactor)
        }
        const audits = VARIANTS.flatMap((variant) =>
          (variant.pages === 'all' ? pages : pages.slice(0, 2)).map((page) => ({
            page,
            variant,
            runs: [] as AuditResult[],
          })),
        )
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          for (const a of audits) a.runs.push(await audited(a.page, a.variant, 'mobile'))
        }
        for (const { page: p, variant, runs: all } of audits) {
          const name = `${p.name}${variant.suffix}`
          const median = medianRun(all)
          notes.push(
            `Lighthouse mobile ${name}, every run: ${all.map((r) => `${r.scores.performance} (LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls})`).join(', ')}.`,
          )
          for (const f of median.failing)
            notes.push(
              `Lighthouse mobile ${name}: ${f.category} audit \`${f.id}\` scored ${f.score}${f.display ? ` (${f.display})` : ''}: ${f.title}`,
            )
          for (const category of ['performance', 'accessibility', 'best-practices'] as const) {
            const bar = p.bars[category]
            const figure = `Lighthouse mobile ${category}, ${name}`
            figures.push(
              bar === undefined
                ? reported(figure, median.scores[category], '')
                : atLeast(figure, median.scores[category], bar, ''),
            )
          }
          const bars = p.bars
          figures.push(
            bars.lcpMs === undefined
              ? reported(`Lighthouse mobile LCP, ${name}`, median.lcpMs, 'ms')
              : atMost(`Lighthouse mobile LCP, ${name}`, median.lcpMs, bars.lcpMs, 'ms'),
          )
          figures.push(
            bars.tbtMs === undefined
              ? reported(`Lighthouse mobile TBT, ${name}`, median.tbtMs, 'ms')
              : atMost(`Lighthouse mobile TBT, ${name}`, median.tbtMs, bars.tbtMs, 'ms'),
          )
          // Every run, not the median: a shift in any run is a shift a user sees.
          figures.push(
            atMost(
              `Lighthouse mobile layout shift (worst run), ${name}`,
              Math.max(...all.map((r) => r.cls)),
              BARS.layoutShift,
              '',
            ),
          )
          figures.push(reported(`Lighthouse mobile FCP, ${name}`, median.fcpMs, 'ms'))
          figures.push(reported(`Lighthouse mobile bytes, ${name}`, Math.round(median.bytes / 102.4) / 10, 'KiB'))
        }
        for (const p of pages.slice(0, 2)) {
          const desktop = await audited(p, VARIANTS[0], 'desktop')
          figures.push(reported(`Lighthouse desktop performance, ${p.name}`, desktop.scores.performance, ''))
        }
        notes.push(
          `Lighthouse runs its default mobile preset (simulated slow 4G, 4× CPU slowdown) with the HTTP cache emptied before each run and the session kept; the mobile figures are the median of ${LIGHTHOUSE_RUNS} interleaved runs (the run with the median performance score), each page in the light and the dark scheme, /login and the portions list also in German. Desktop is one run of its desktop preset.`,
        )
      } finally {
        await audit.close()
      }
    }

    if (runs('live')) {
      // One update at a time from a second client.
      console.log('bench: live latency…')
      const second = await ApiClient.signIn(BASE, 'chief')
      const liveContext = await browser.newContext({ baseURL: BASE })
      await recordLongTasks(liveContext)
      const livePage = await liveContext.newPage()
      await signInAt(livePage, 'admin')
      const categories = BURST_LISTS[2]!
      await livePage.goto(categories.route)
      await livePage.locator('table tbody tr').first().waitFor()
      await livePage
        .getByLabel('Live updates: live')
        .waitFor({ timeout: 10000 })
        .catch(() => undefined)
      const latency = await measureUpdateLatency(livePage, second, categories, 20)
      figures.push(atMost('Live ItemUpdated → row changed (median of 20)', latency.medianMs, BARS.liveMedianMs, 'ms'))
      figures.push(exactly('Requests per live ItemUpdated (max)', latency.maxRequests, BARS.liveRequests, ''))
      figures.push(exactly('Requests per live ItemUpdated (min)', latency.minRequests, BARS.liveRequests, ''))
      await liveContext.close()

      // A burst across five lists.
      console.log('bench: burst of 1000 live events…')
      const burstContext = await browser.newContext({ baseURL: BASE })
      await recordLongTasks(burstContext)
      const first = await burstContext.newPage()
      await signInAt(first, 'chief')
      const pages = []
      for (const list of BURST_LISTS) {
        const page = list === BURST_LISTS[0] ? first : await burstContext.newPage()
        await page.goto(list.route)
        await page.locator('table tbody tr').first().waitFor()
        pages.push({ page, list })
      }
      await new Promise((r) => setTimeout(r, 1000))
      // Always traced: the longest task's CPU time comes from the trace's thread time.
      await browser.startTracing(undefined, { path: TRACE, categories: TRACE ? TRACE_CATEGORIES : TASK_CATEGORIES })
      const burst = await runBurst(pages, second, 1000, newRecord)
      const longest = longestMainThreadTask(await browser.stopTracing())
      figures.push(exactly('Burst: live events lost (1000 across 5 lists)', burst.mismatches.length, 0, ''))
      figures.push(atMost('Burst: longest main-thread task (CPU time)', longest.cpuMs, BARS.longTaskMs, 'ms'))
      figures.push(
        reported('Burst: longest main-thread task (wall time, with waiting for a core)', burst.longestTaskMs, 'ms'),
      )
      notes.push(
        `Burst: the longest task is counted in CPU time, from the trace's thread time (RunTask events on each page's main thread, \`tdur\`); its wall time was ${longest.wallMs} ms. Tasks over 50 ms of wall time: ${longest.longByWall}, of them over 50 ms of CPU: ${longest.longByCpu}. Wall time also holds the time a task waited for one of the machine's cores.`,
      )
      notes.push(
        `Burst: longest task (wall time) per list: ${burst.longestByList.map((l) => `${l.resource} ${l.longestTaskMs} ms`).join(', ')}.`,
      )
      for (const m of burst.mismatches.slice(0, 20)) notes.push(`Burst mismatch: ${m}`)
      await burstContext.close()
    }

    if (runs('phone')) {
      console.log(`bench: tap → editable form on a phone (${PHONE_RUNS} rounds, each with a cold cache)…`)
      const rounds: TapTimes[] = []
      for (let round = 0; round < PHONE_RUNS; round++) {
        const times = await measureTapToForm(browser, BASE, '/', 'viewer', 'Add Portion')
        console.log(`bench: phone round ${round + 1}: ${JSON.stringify(times)}`)
        rounds.push(times)
      }
      const median = (key: keyof TapTimes) => {
        const sorted = rounds.map((r) => r[key]).sort((a, b) => a - b)
        return sorted[Math.floor((sorted.length - 1) / 2)]!
      }
      const labels: Record<keyof TapTimes, string> = {
        firstOpenMs: 'tap → editable edit form, first open',
        warmOpenMs: 'tap → editable edit form, warm',
        addWarmMs: 'tap Add → editable empty form, warm',
        deleteWarmMs: 'tap delete → confirmation, warm',
      }
      for (const key of Object.keys(labels) as (keyof TapTimes)[]) {
        const { bar, reactAdmin } = BARS.phone[key]
        figures.push(
          atMost(`Phone: ${labels[key]} (median of ${PHONE_RUNS}; react-admin ${reactAdmin})`, median(key), bar, 'ms'),
        )
      }
      notes.push(
        `Phone: ${PHONE.viewport.width}×${PHONE.viewport.height} with touch, ${PHONE.cpuSlowdown}× CPU slowdown, ${PHONE.latencyMs} ms round trip, 1.47 Mbit/s down (Chromium's own throttling); the portions list loaded with a cold cache as a viewer, idle 3 s, then taps: first row's pencil, second row's pencil, Add, a delete cross. Times run from the tap's pointerdown to the first frame in which the form shows the record and takes typing (the confirmation's Delete button can be pressed). Every round: ${rounds.map((r) => `${r.firstOpenMs}/${r.warmOpenMs}/${r.addWarmMs}/${r.deleteWarmMs}`).join(', ')} ms (first/warm/Add/delete).`,
      )
    }

    if (runs('soak')) {
      console.log(`bench: soak (at least ${Math.round(SOAK_MS / 1000)} s of rounds over ${SOAK_ROUTES.length} lists)…`)
      const writer = await ApiClient.signIn(BASE, 'viewer')
      const soakContext = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 800 } })
      const soakPage = await soakContext.newPage()
      await signInAt(soakPage, 'chief')
      await soakPage.locator('table tbody tr').first().waitFor()
      const rounds = await runSoak(soakContext, soakPage, SOAK_ROUTES, writer, {
        minMs: SOAK_MS,
        minRounds: BARS.soak.minRounds,
        onRound: (r) =>
          console.log(
            `bench: soak round ${r.round} (${r.seconds} s): ${r.nodes} nodes, ${r.listeners} listeners, ${r.heapMb} MB heap`,
          ),
      })
      await soakContext.close()
      const second = rounds[1]!
      const last = rounds[rounds.length - 1]!
      figures.push(
        atMost(
          `Soak: DOM nodes added from round 2 to round ${last.round} (${second.nodes} → ${last.nodes})`,
          last.nodes - second.nodes,
          BARS.soak.nodesGrowth,
          '',
        ),
      )
      figures.push(
        atMost(
          `Soak: listeners added from round 2 to round ${last.round} (${second.listeners} → ${last.listeners})`,
          last.listeners - second.listeners,
          BARS.soak.listenersGrowth,
          '',
        ),
      )
      figures.push(
        reported(`Soak: JS heap after round ${last.round} (round 2: ${second.heapMb} MB)`, last.heapMb, 'MB'),
      )
      notes.push(
        `Soak: signed in as chief at 1280 px, each round visits ${SOAK_ROUTES.length} lists inside the console and opens and closes the first row's edit dialog (Cancel, once its form holds the record), while a second client updates a portion every half second; after each round garbage is collected twice and Chromium counts DOM nodes and listeners (Memory.getDOMCounters) and the JS heap. Rounds (nodes/listeners/heap MB): ${rounds.map((r) => `${r.round}: ${r.nodes}/${r.listeners}/${r.heapMb}`).join(', ')}.`,
      )
    }

    if (runs('export')) {
      // Last: the server starts again on the same port with its portions filled up to the export's count.
      const { records, toFileMs, heapAboveListMb } = BARS.export
      console.log(`bench: export of ${records} portions…`)
      await server.close()
      server = await startSandboxServer({ port: PORT, staticDir: OUT, testHooks: true, seedPortions: records })
      const exported = await measureExport(browser, BASE)
      figures.push(exactly(`Export: records in the file (of ${records})`, exported.records, records, ''))
      figures.push(exactly('Export: duplicate ids in the file', exported.records - exported.uniqueIds, 0, ''))
      figures.push(atMost(`Export of ${records} portions: press → file`, exported.toFileMs, toFileMs, 'ms'))
      figures.push(
        atMost(
          `Export of ${records} portions: peak JS heap above the list's own (${exported.listHeapMb} MB)`,
          Math.round((exported.peakHeapMb - exported.listHeapMb) * 10) / 10,
          heapAboveListMb,
          'MB',
        ),
      )
      figures.push(atMost('Export: longest main-thread task (CPU time)', exported.longest.cpuMs, BARS.longTaskMs, 'ms'))
      notes.push(
        `Export: the portions list as a viewer, unthrottled at 1280 px, the server holding ${records} portions; from the press of Export (its code not loaded yet) to the browser's download event. The heap is Runtime.getHeapUsage sampled every 20 ms (garbage included) against the list's own after two collections; the longest task's wall time was ${exported.longest.wallMs} ms, tasks over 50 ms of wall time: ${exported.longest.longByWall}.`,
      )
    }

    if (runs('bulk')) {
      // The server starts again on the same port, holding the bulk delete's count of portions.
      const { records, netMs, listReads, editMs } = BARS.bulk
      console.log(`bench: bulk edit and delete of ${records} portions…`)
      await server.close()
      server = await startSandboxServer({ port: PORT, staticDir: OUT, testHooks: true, seedPortions: records })
      const edited = await measureBulkEdit(browser, BASE)
      figures.push(reported(`Bulk edit of ${edited.selected}: updated`, edited.updated, ''))
      figures.push(atMost(`Bulk edit of ${edited.selected}: skipped`, edited.skipped, 0, ''))
      figures.push(atMost(`Bulk edit of ${edited.selected}: confirm → summary`, edited.toSummaryMs, editMs, 'ms'))
      figures.push(
        atMost('Bulk edit: longest main-thread task (CPU time)', edited.longest.cpuMs, BARS.longTaskMs, 'ms'),
      )
      const bulk = await measureBulkDelete(browser, BASE)
      figures.push(atMost(`Bulk delete of ${bulk.selected}: list requests`, bulk.listReads.length, listReads, ''))
      notes.push(`Bulk delete: its list requests, in order: ${bulk.listReads.join(' ')}.`)
      figures.push(exactly(`Bulk delete: records chosen (of ${records})`, bulk.selected, records, ''))
      figures.push(reported(`Bulk delete of ${bulk.selected}: deleted`, bulk.deleted, ''))
      figures.push(reported(`Bulk delete of ${bulk.selected}: skipped`, bulk.skipped, ''))
      figures.push(
        atMost(`Bulk delete of ${bulk.selected}: confirm → summary, less the Undo wait`, bulk.netMs, netMs, 'ms'),
      )
      figures.push(
        atMost('Bulk delete: longest main-thread task (CPU time)', bulk.longest.cpuMs, BARS.longTaskMs, 'ms'),
      )
      notes.push(
        `Bulk delete: the portions list as chief, unthrottled at 1280 px, the server holding ${records} portions, all chosen with the header check and "Select all"; from the press of Delete in the confirmation (the runner's code not loaded yet) to the summary toast, ${bulk.toSummaryMs} ms in all, less the ${UNDO_MS} ms Undo wait (the locks are taken before it, so their time counts). The longest task's wall time was ${bulk.longest.wallMs} ms, tasks over 50 ms of wall time: ${bulk.longest.longByWall}.`,
      )
    }

    if (runs('import')) {
      // The server starts again on the same port, holding the import's count of portions.
      const { records, previewMs, writeMs, large } = BARS.import
      console.log(`bench: import of ${records} portions, preview of ${large}…`)
      await server.close()
      server = await startSandboxServer({ port: PORT, staticDir: OUT, testHooks: true, seedPortions: records })
      const imported = await measureImport(browser, BASE, { largeRecords: large })
      figures.push(exactly(`Import: lines of the file (of ${records})`, imported.records, records, ''))
      figures.push(atMost(`Import of ${imported.records} updates: file → preview`, imported.previewMs, previewMs, 'ms'))
      figures.push(exactly(`Import of ${imported.records} updates: updated`, imported.updated, imported.records, ''))
      figures.push(atMost(`Import of ${imported.records} updates: skipped`, imported.skipped, 0, ''))
      figures.push(atMost(`Import of ${imported.records} updates: press → summary`, imported.writeMs, writeMs, 'ms'))
      figures.push(atMost('Import: longest main-thread task (CPU time)', imported.longest.cpuMs, BARS.longTaskMs, 'ms'))
      figures.push(
        reported(`Import of ${imported.largeRecords} new records: file → preview`, imported.largePreviewMs, 'ms'),
      )
      figures.push(
        atMost(
          `Import of ${imported.largeRecords} new records: longest main-thread task (CPU time)`,
          imported.largeLongest.cpuMs,
          BARS.longTaskMs,
          'ms',
        ),
      )
      notes.push(
        `Import: the portions list as chief, unthrottled at 1280 px, the server holding ${imported.records} portions; a file changing every portion's amount, from the file given to the preview's counts (the import's code and papaparse not loaded yet, the list walked for the ids), then from the press of "Import the valid rows" to the summary (each row under its lock, the hub paced). The longest task's wall time was ${imported.longest.wallMs} ms, tasks over 50 ms of wall time: ${imported.longest.longByWall}. Then a file of ${imported.largeRecords} new portions, previewed only: its longest task's wall time was ${imported.largeLongest.wallMs} ms, tasks over 50 ms of wall time: ${imported.largeLongest.longByWall}.`,
      )
    }

    if (runs('palette')) {
      // The server starts again on the same port, holding the palette's count of portions.
      const { records, firstOpenMs, hitsMs } = BARS.palette
      console.log(`bench: command palette on the phone, ${records} portions…`)
      await server.close()
      server = await startSandboxServer({ port: PORT, staticDir: OUT, testHooks: true, seedPortions: records })
      const times = await measurePalette(browser, BASE)
      figures.push(
        atMost('Phone: tap search → command palette shown, first open', times.firstOpenMs, firstOpenMs, 'ms'),
      )
      figures.push(reported('Phone: tap search → command palette shown, warm', times.warmOpenMs, 'ms'))
      figures.push(atMost('Phone: last keystroke → first palette hit', times.hitsMs, hitsMs, 'ms'))
      notes.push(
        `Command palette: the phone as in "Phone" (the portions list loaded with a cold cache, idle 3 s), signed in as chief (every list searched), the server holding ${records} portions; from the tap's pointerdown on the toolbar's search button to the first frame showing the palette's box and options, then "drinks" typed 80 ms a key, from the last key's keydown to the first frame with a hit (the spec's 350 ms search debounce and one ${PHONE.latencyMs} ms round trip are in it), then Esc and a second tap.`,
      )
    }

    const report = {
      date: new Date().toISOString(),
      machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      ...(previous ? { previousDate: previous.date } : {}),
      figures: compareFigures(figures, previous?.figures ?? []),
      chunks,
      notes,
    }
    if (ONLY) {
      console.log(report.figures.map(figureLine).join('\n'))
      console.log(notes.map((n) => `- ${n}`).join('\n'))
      console.log(`bench: only ${ONLY.join(', ')}; bench/report.* left as they were.`)
    } else {
      console.log(writeReport('bench', report))
    }
    const failed = figures.filter((f) => !f.pass)
    if (failed.length) {
      console.error(`bench: ${failed.length} bar(s) missed: ${failed.map((f) => f.name).join('; ')}`)
      process.exitCode = 1
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

// A failure must fail the run: a build plugin's process handler would otherwise log it and let the process exit 0.
try {
  await main()
} catch (e) {
  console.error('bench: failed:', e)
  process.exit(1)
}

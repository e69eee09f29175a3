import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromium, type Browser, type CDPSession } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium'

export type Scores = Record<'performance' | 'accessibility' | 'best-practices', number>

/** Lighthouse's own presets: its default is a mid-range phone on a slow 4G link (simulated throttling). */
export type FormFactor = 'mobile' | 'desktop'

/** The scores, the metrics a phone user feels, and the audits that did not pass (what to fix when a bar is missed). */
export interface AuditResult {
  scores: Scores
  lcpMs: number
  tbtMs: number
  fcpMs: number
  /** Lighthouse's cumulative-layout-shift score (0: nothing moved once shown). */
  cls: number
  /** Everything the page transferred (Lighthouse's total-byte-weight). */
  bytes: number
  failing: { category: string; id: string; title: string; score: number | null; display?: string }[]
}

/** A Chromium that both Playwright (to sign in) and Lighthouse (to audit) drive over one debugging port. */
export class AuditBrowser {
  private constructor(
    private readonly process: ChildProcess,
    private readonly profile: string,
    readonly port: number,
    readonly playwright: Browser,
  ) {}

  static async start(port: number): Promise<AuditBrowser> {
    const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
    const child = spawn(
      CHROMIUM_PATH,
      [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
      {
        stdio: 'ignore',
      },
    )
    const endpoint = `http://127.0.0.1:${port}`
    for (let attempt = 0; ; attempt++) {
      try {
        const playwright = await chromium.connectOverCDP(endpoint)
        return new AuditBrowser(child, profile, port, playwright)
      } catch (e) {
        if (attempt > 50) throw e
        await new Promise((r) => setTimeout(r, 200))
      }
    }
  }

  /**
   * A new user's visit: the HTTP cache is emptied first, storage is kept so a signed-in session stays signed in
   * (Lighthouse's own storage reset would also sign out, so it is off and the cache is cleared here).
   */
  async audit(url: string, formFactor: FormFactor = 'mobile'): Promise<AuditResult> {
    await this.clearHttpCache()
    const result = await lighthouse(
      url,
      {
        port: this.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    const score = (id: keyof Scores) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)
    const failing: AuditResult['failing'] = []
    for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
      for (const ref of auditRefs) {
        const audit = lhr.audits[ref.id]
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue
        failing.push({ category, id: audit.id, title: audit.title, score: audit.score, display: audit.displayValue })
      }
    }
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      fcpMs: metric('first-contentful-paint'),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
      bytes: metric('total-byte-weight'),
      failing,
    }
  }

  private clearHttpCache() {
    return this.cdp((cdp) => cdp.send('Network.clearBrowserCache'))
  }

  /** Signs out without a call: the session lives in the origin's localStorage. */
  clearStorage(origin: string) {
    return this.cdp((cdp) =>
      cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,session_storage' }),
    )
  }

  /** Writes one localStorage item from a blank page of the origin (fulfilled here: the console does not load). */
  async setLocalStorage(origin: string, key: string, value: string) {
    const context = this.playwright.contexts()[0]
    if (!context) throw new Error('the audit browser has no default context')
    const page = await context.newPage()
    try {
      const blank = `${origin}/__bench-storage`
      await page.route(blank, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }),
      )
      await page.goto(blank)
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const)
    } finally {
      await page.close()
    }
  }

  private async cdp(act: (cdp: CDPSession) => Promise<unknown>) {
    const context = this.playwright.contexts()[0]
    if (!context) throw new Error('the audit browser has no default context')
    const page = await context.newPage()
    try {
      const cdp = await context.newCDPSession(page)
      await act(cdp)
      await cdp.detach()
    } finally {
      await page.close()
    }
  }

  async close() {
    await this.playwright.close().catch(() => undefined)
    const exited = new Promise((done) => this.process.once('exit', done))
    this.process.kill('SIGKILL')
    await exited
    try {
      rmSync(this.profile, { recursive: true, force: true, maxRetries: 5 })
    } catch (e) {
      // Chromium's helpers may still be writing the profile: leave the temp folder rather than hide the audit's result.
      console.warn(`bench: could not remove ${this.profile}:`, e)
    }
  }
}

/** Lighthouse's median run: the run whose performance score is the median (ties: the lower LCP). */
export function medianRun(runs: AuditResult[]): AuditResult {
  if (runs.length === 0) throw new Error('no Lighthouse runs')
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

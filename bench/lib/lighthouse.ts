import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium'

export type Scores = Record<'performance' | 'accessibility' | 'best-practices', number>

/** The scores, and the audits of those categories that did not pass (what to fix when a bar is missed). */
export interface AuditResult {
  scores: Scores
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
    const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
      stdio: 'ignore',
    })
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

  /** Lighthouse's desktop preset; storage is kept so a signed-in session stays signed in. */
  async audit(url: string): Promise<AuditResult> {
    const result = await lighthouse(
      url,
      {
        port: this.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      desktopConfig,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const score = (id: keyof Scores) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100)
    const failing: AuditResult['failing'] = []
    for (const [category, { auditRefs }] of Object.entries(result.lhr.categories)) {
      for (const ref of auditRefs) {
        const audit = result.lhr.audits[ref.id]
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue
        failing.push({ category, id: audit.id, title: audit.title, score: audit.score, display: audit.displayValue })
      }
    }
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
      failing,
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

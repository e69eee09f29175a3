import axe from 'axe-core'
import type { Page } from 'playwright-core'

/** The accessibility bar: WCAG 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: { target: string[]; html: string; failureSummary: string }[]
}

/**
 * Puts axe into the page once per document. Evaluated, not added as a <script>: the console's Content-Security-Policy
 * refuses inline scripts, and DevTools' evaluation is outside its reach.
 */
export async function injectAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axe.source}\nvoid 0`)
}

/**
 * Runs axe on the whole document (or only inside `include`, a CSS selector) and returns its violations.
 * axe is injected once per document; a client-side navigation keeps it.
 */
export async function axeViolations(page: Page, include?: string, rules?: readonly string[]): Promise<AxeViolation[]> {
  await settleAnimations(page)
  await injectAxe(page)
  return page.evaluate(
    async ({ tags, scope, only }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe
      const result = await engine.run(scope ? { include: [scope] } : document, {
        runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String),
          html: n.html.slice(0, 160),
          failureSummary: n.failureSummary ?? '',
        })),
      }))
    },
    { tags: [...WCAG_TAGS], scope: include, only: rules ? [...rules] : undefined },
  )
}

/** Puts the page in a colour scheme the way the console does (colorScheme.ts): the theme's class and `color-scheme`. */
export async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark)
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
  }, scheme === 'dark')
}

/**
 * The dark pass of an audit: the same page in the dark scheme, switched in place (no reload, no second
 * walk through the routes), axe's colour rules only (the rest does not change with the scheme), then back to light.
 */
export async function darkContrastViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  await setScheme(page, 'dark')
  try {
    return await axeViolations(page, include, ['color-contrast', 'link-in-text-block'])
  } finally {
    await setScheme(page, 'light')
  }
}

/** axe's findings on the page (or `include`) in the light scheme and its colours' in the dark one; '' when clean. */
export async function lightAndDarkViolations(page: Page, where: string, include?: string): Promise<string> {
  const light = formatViolations(where, await axeViolations(page, include))
  const dark = formatViolations(`${where}, dark`, await darkContrastViolations(page, include))
  return [light, dark].filter(Boolean).join('\n')
}

/**
 * A screenshot in each scheme into `dir` (`<prefix>-<name>-<scheme>.png`), for a person to look at; nothing when
 * `dir` is unset (a test's own *_SHOTS setting). The page is left light.
 */
export async function shootBothSchemes(page: Page, dir: string | undefined, file: string) {
  if (!dir) return
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme)
    await page.screenshot({ path: `${dir}/${file}-${scheme}.png` })
  }
  await setScheme(page, 'light')
}

/** One readable block per violation: what rule, how bad, where, and what to do. */
export function formatViolations(where: string, violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    at ${n.target.join(' ')}  ${n.html}\n      ${n.failureSummary.replace(/\n/g, '\n      ')}`)
        .join('\n')
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : ''
      return `[${where}] ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`
    })
    .join('\n')
}

/** Colours are only final once a dialog's or popover's enter animation is over (spinners run for ever). */
async function settleAnimations(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  )
}

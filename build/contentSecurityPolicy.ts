import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** The policy's meta tag in index.html; the sandbox server reads it back to send the same policy as a header. */
export const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/

export interface PolicyInput {
  /** VITE_API_URL: the API and its hub live there (see docs/decisions.md, "Hub address"); empty for the same origin. */
  apiUrl: string | undefined
  /** The sources of index.html's inline scripts and styles, exactly as the browser hashes them. */
  inlineScripts: readonly string[]
  inlineStyles: readonly string[]
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The API's origin, and its WebSocket twin for the hub; none when the console talks to its own origin. */
export function apiOrigins(apiUrl: string | undefined): { http: string[]; ws: string[] } {
  if (!apiUrl) return { http: [], ws: [] }
  const url = new URL(apiUrl)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`VITE_API_URL must be http(s): ${apiUrl}`)
  return { http: [url.origin], ws: [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`] }
}

/** The console's Content-Security-Policy (docs/csp.md says why each directive). */
export function buildPolicy({ apiUrl, inlineScripts, inlineStyles }: PolicyInput): string {
  const api = apiOrigins(apiUrl)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...new Set(inlineScripts.map(sha256))],
    ['style-src', "'self'", ...new Set(inlineStyles.map(sha256))],
    ['img-src', "'self'", 'data:', 'blob:', ...api.http],
    ['connect-src', "'self'", ...api.http, ...api.ws],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

/**
 * Trusted Types: HTML and script sinks take only what a named policy made: DOMPurify's (src/features/forms/sanitize.ts)
 * or Lexical's, which parses pasted HTML into an inert document (it creates it on every paste, hence the duplicates).
 * Report-only, since cropperjs and MSW still hand strings to sinks (docs/csp.md).
 */
export const TRUSTED_TYPES_POLICY =
  "require-trusted-types-for 'script'; trusted-types dompurify lexical 'allow-duplicates'"

/**
 * The headers index.html is served with: the meta tag's policy plus what only a header can carry (frame-ancestors),
 * and Trusted Types report-only (a meta tag cannot be report-only). docs/csp.md shows them for nginx.
 */
export function policyHeaders(metaPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': `${metaPolicy}; frame-ancestors 'none'`,
    'Content-Security-Policy-Report-Only': TRUSTED_TYPES_POLICY,
  }
}

/** A JSON data block (the build's list of shell chunks) is never run, so CSP neither checks nor needs its hash. */
const JSON_DATA_BLOCK = /\stype\s*=\s*["']?application\/(ld\+)?json\b/i

interface InlineCode {
  scripts: string[]
  styles: string[]
}

/**
 * index.html's inline scripts and styles, as raw text (what CSP hashes). Fails on what a hash cannot allow: inline
 * event handlers, style attributes and javascript: URLs.
 */
export function inlineCode(html: string): InlineCode {
  if (html.includes('\r'))
    throw new Error('content-security-policy: index.html has CR characters, which the parser drops before hashing')
  const scripts: string[] = []
  const styles: string[] = []
  const markup = html
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (_, attrs: string, body: string) => {
      if (/\ssrc\s*=/i.test(attrs)) {
        if (body.trim()) throw new Error('content-security-policy: a <script src> with a body')
      } else if (!JSON_DATA_BLOCK.test(attrs)) scripts.push(body)
      return '<script>'
    })
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi, (_, body: string) => {
      styles.push(body)
      return '<style>'
    })
  const attribute = /<[a-z][^>]*?\s(on[a-z]+|style)\s*=/i.exec(markup)
  if (attribute)
    throw new Error(
      `content-security-policy: index.html has an inline ${attribute[1]}= attribute, which no hash can allow`,
    )
  if (/javascript:/i.test(markup)) throw new Error('content-security-policy: index.html has a javascript: URL')
  return { scripts, styles }
}

/** Puts the policy first in <head>: a meta policy covers only what comes after it. */
export function withPolicyMeta(html: string, policy: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
  if (!charset) throw new Error('content-security-policy: index.html has no <meta charset>')
  const at = charset.index + charset[0].length
  const before = html.slice(0, at)
  if (/<(script|style|link)\b/i.test(before))
    throw new Error('content-security-policy: a script, style or link comes before the policy')
  // Sources never hold these; so the attribute needs no escaping and the server reads it back verbatim.
  if (/["&<>]/.test(policy))
    throw new Error(`content-security-policy: the policy holds a character an attribute must escape: ${policy}`)
  return `${before}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />${html.slice(at)}`
}

/**
 * The built index.html carries its Content-Security-Policy as a meta tag (any static host serves it). The hashes of
 * the first-paint scripts and style (firstPaintShell.ts) are taken
 * from the final HTML, after every other plugin, so they cannot drift from what the page runs.
 */
export function contentSecurityPolicy(): Plugin {
  let apiUrl: string | undefined
  return {
    name: 'nutrition-console:content-security-policy',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      apiUrl = (config.env.VITE_API_URL as string | undefined) || undefined
    },
    generateBundle(_, bundle) {
      const page = bundle['index.html']
      if (page?.type !== 'asset') this.error('content-security-policy: the bundle has no index.html')
      const html = String(page.source)
      if (CSP_META.test(html)) this.error('content-security-policy: index.html has a policy already')
      const { scripts, styles } = inlineCode(html)
      page.source = withPolicyMeta(html, buildPolicy({ apiUrl, inlineScripts: scripts, inlineStyles: styles }))
    },
  }
}

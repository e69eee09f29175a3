import { createElement, type ComponentPropsWithoutRef } from 'react'
import DOMPurify, { type Config } from 'dompurify'

// Links that open elsewhere must not hand the opener to the target page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
})

/** The HTML profile only (no SVG/MathML), no scripts, handlers, style or javascript: URLs. */
const RICH_TEXT: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
}

/**
 * Stored HTML made safe to render. Under Trusted Types (docs/csp.md) it is a TrustedHTML from
 * DOMPurify's own policy, the one HTML sink policy the console uses; elsewhere a string.
 */
export function sanitizeHtml(html: string | null | undefined): TrustedHTML {
  return DOMPurify.sanitize(html ?? '', { ...RICH_TEXT, RETURN_TRUSTED_TYPE: true })
}

/**
 * Stored HTML made safe, as the body of an inert document for the editor to import: no HTML string meets a parser
 * sink, and nothing in it loads.
 */
export function sanitizedBody(html: string | null | undefined): HTMLElement {
  const body = DOMPurify.sanitize(html ?? '', { ...RICH_TEXT, RETURN_DOM: true })
  if (!(body instanceof HTMLElement)) throw new Error('DOMPurify returned no <body>')
  return body
}

type SafeHtmlProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string | null | undefined
}

/** Shows stored rich text; the only way the console renders HTML (see docs/decisions.md, "Rich text"). */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  return createElement('div', { ...rest, dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } })
}

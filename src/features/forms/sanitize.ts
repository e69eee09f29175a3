import { createElement, type ComponentPropsWithoutRef } from 'react'
import DOMPurify, { type Config } from 'dompurify'

// Links that open elsewhere must not hand the opener to the target page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
})

/**
 * A fallback element (noscript, noembed, noframes) parses as elements where scripting is off, as DOMPurify parses,
 * and as raw text where it is on. DOMPurify removes one holding elements whole, and with it whatever the parser put
 * inside: after `<noscript><p title="</noscript>…">` the attribute's `</noscript>` closes nothing, so every later
 * paragraph is inside it and would be lost. Its children take its place instead, to be sanitized as any other node (the attribute holding the `</noscript>` is dropped by DOMPurify's own check); no fallback element
 * reaches the output, so the output parses the same with scripting on or off.
 */
const FALLBACK_ELEMENTS = new Set(['NOSCRIPT', 'NOEMBED', 'NOFRAMES'])
DOMPurify.addHook('beforeSanitizeElements', (node) => {
  if (FALLBACK_ELEMENTS.has(node.nodeName) && node instanceof Element) node.replaceWith(...node.childNodes)
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

/** The text a reader of `root` sees, more or less: every text node but the code of scripts and styles. */
export function readableText(root: Node): string {
  const walker = (root.ownerDocument ?? document).createTreeWalker(root, NodeFilter.SHOW_TEXT)
  let text = ''
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.localName
    if (parent !== 'script' && parent !== 'style') text += node.nodeValue ?? ''
  }
  return text
}

/** While sanitizedBody runs: takes the document DOMPurify parsed, once, before anything is removed from it. */
let onParsed: ((parsed: Document) => void) | undefined
DOMPurify.addHook('beforeSanitizeElements', (node) => {
  const take = onParsed
  onParsed = undefined
  if (take && node.ownerDocument) take(node.ownerDocument)
})

/**
 * Stored HTML made safe, as the body of an inert document for the editor to import (no HTML string meets a parser
 * sink, and nothing in it loads), with the readable text the stored HTML had before sanitizing: what the editor shows
 * is measured against it.
 */
export function sanitizedBody(html: string | null | undefined): { body: HTMLElement; storedText: string } {
  let storedText = ''
  onParsed = (parsed) => (storedText = readableText(parsed.documentElement))
  try {
    const body = DOMPurify.sanitize(html ?? '', { ...RICH_TEXT, RETURN_DOM: true })
    if (!(body instanceof HTMLElement)) throw new Error('DOMPurify returned no <body>')
    return { body, storedText }
  } finally {
    onParsed = undefined
  }
}

type SafeHtmlProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string | null | undefined
}

/** Shows stored rich text; the only way the console renders HTML (see docs/decisions.md, "Rich text"). */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  return createElement('div', { ...rest, dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } })
}

import { createElement, type ComponentPropsWithoutRef } from 'react'
import DOMPurify from 'dompurify'

// Links that open elsewhere must not hand the opener to the target page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
})

/** HTML safe to render or load into the editor: HTML profile only (no SVG/MathML), no scripts, handlers or javascript: URLs. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  })
}

type SafeHtmlProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string | null | undefined
}

/** Shows stored rich text; the only way the console renders HTML (design §8.21). */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  return createElement('div', { ...rest, dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } })
}

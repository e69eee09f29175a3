import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { NOSCRIPT_BREAKOUT } from '@/test/xssVectors'
import { SafeHtml, sanitizeHtml as sanitize } from './sanitize'

/** The sanitized text (a TrustedHTML in browsers with Trusted Types). */
const sanitizeHtml = (html: string | null) => String(sanitize(html))

describe('sanitizeHtml', () => {
  it('keeps the rich text the editor makes', () => {
    const html =
      '<h1>Title</h1><p><b>bold</b> <i>it</i> <u>u</u> <a href="https://example.com">link</a></p><ul><li>one</li></ul>'
    expect(sanitizeHtml(html)).toBe(html)
  })
  it('strips scripts', () => {
    expect(sanitizeHtml('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>')
  })
  it('strips event handlers', () => {
    const out = sanitizeHtml('<img src="x" onerror="alert(1)"><p onclick="alert(2)">p</p>')
    expect(out).not.toMatch(/onerror|onclick|alert/)
  })
  it('strips javascript: URLs', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>')
    expect(out).not.toMatch(/javascript/i)
  })
  it('strips SVG and MathML payloads', () => {
    const out = sanitizeHtml(
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(2)"><text>t</text></a></svg><svg onload="alert(3)"/><math><mtext><img src=x onerror=alert(4)></mtext></math>ok',
    )
    expect(out).not.toMatch(/svg|script|onload|onerror|javascript|math|alert/i)
    expect(out).toContain('ok')
  })
  it('keeps the text after a noscript whose attribute closes it, without its image or handler', () => {
    const out = sanitizeHtml(NOSCRIPT_BREAKOUT)
    expect(out).toContain('<p>BEFORE</p>')
    expect(out).toContain('<p>AFTER</p>')
    expect(out).not.toMatch(/noscript|<img|onerror|alert/i)
    // The output parses the same whether scripting is on or off: no fallback element is left to read differently.
    expect(sanitizeHtml(out)).toBe(out)
  })
  it('treats nothing as empty', () => {
    expect(sanitizeHtml(null)).toBe('')
  })
})

describe('SafeHtml', () => {
  it('renders the sanitized markup only', () => {
    const { container } = render(<SafeHtml html={'<p>Hello</p><img src="x" onerror="window.hacked=1">'} />)
    expect(container.querySelector('p')?.textContent).toBe('Hello')
    expect(container.innerHTML).not.toContain('onerror')
  })
})

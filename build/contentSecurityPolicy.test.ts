// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { buildPolicy, inlineCode, withPolicyMeta } from './contentSecurityPolicy'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

describe('buildPolicy', () => {
  test('the API and its hub are reachable from VITE_API_URL, http and ws alike; images load from it', () => {
    const policy = buildPolicy({ apiUrl: 'https://api.example.com/base/', inlineScripts: [], inlineStyles: [] })
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.example.com wss://api.example.com")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://api.example.com")
    const local = buildPolicy({ apiUrl: 'http://127.0.0.1:5180', inlineScripts: [], inlineStyles: [] })
    expect(directive(local, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:5180 ws://127.0.0.1:5180")
  })

  test('the same origin needs no more than self', () => {
    const policy = buildPolicy({ apiUrl: undefined, inlineScripts: [], inlineStyles: [] })
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    for (const d of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "worker-src 'self'"])
      expect(policy).toContain(d)
  })

  test('each inline script and style is allowed by its hash, and nothing else inline', () => {
    const policy = buildPolicy({ apiUrl: undefined, inlineScripts: ['a()', 'a()', 'b()'], inlineStyles: ['p{}'] })
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hash('a()')} ${hash('b()')}`)
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hash('p{}')}`)
  })

  test('a VITE_API_URL that is not http(s) fails the build', () => {
    expect(() => buildPolicy({ apiUrl: 'javascript:alert(1)', inlineScripts: [], inlineStyles: [] })).toThrow(/http/)
  })
})

describe('inlineCode', () => {
  test('finds inline scripts and styles, not external scripts or JSON data blocks', () => {
    const html =
      '<script type="module" src="/a.js"></script><script type="application/json" id="d">["/x.js"]</script><script>x()</script>' +
      '<style>p{}</style><link rel="stylesheet" href="/b.css">'
    expect(inlineCode(html)).toEqual({ scripts: ['x()'], styles: ['p{}'] })
  })

  test.each([
    ['an inline handler', '<img src="x.png" onerror="x()">'],
    ['a style attribute', '<div style="color:red"></div>'],
    ['a javascript: URL', '<a href="javascript:x()">x</a>'],
  ])('%s, which no hash can allow, fails the build', (_, html) => {
    expect(() => inlineCode(`<div id="root">${html}</div>`)).toThrow(/content-security-policy/)
  })
})

describe('withPolicyMeta', () => {
  test('puts the policy right after the charset, before anything it governs', () => {
    const html = '<head>\n<meta charset="UTF-8" />\n<script>x()</script>'
    expect(withPolicyMeta(html, "default-src 'self'")).toBe(
      `<head>\n<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="default-src 'self'" />\n<script>x()</script>`,
    )
  })

  test('fails the build when a script comes before it', () => {
    expect(() => withPolicyMeta('<script>x()</script><meta charset="UTF-8" />', "default-src 'self'")).toThrow(
      /before the policy/,
    )
  })
})

/**
 * An mXSS shape: parsed with scripting off (as DOMPurify parses) the `</noscript>` in the attribute closes nothing,
 * so the paragraph after it lands inside the noscript; parsed with scripting on, the image and its handler appear.
 */
export const NOSCRIPT_BREAKOUT =
  '<p>BEFORE</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>AFTER</p>'

/** Standard XSS vectors (OWASP cheat sheet, DOMPurify's test suite): script tags, handlers, javascript: URLs, SVG/MathML. */
export const XSS_VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="jAvAsCrIpT:alert(1)">mixed case</a>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg link</text></a></svg>',
  '<img src="x" style="background:url(javascript:alert(1))">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<video><source onerror=alert(1)></video>',
  '<marquee onstart=alert(1)>m</marquee>',
  '"><img src=x onerror=alert(1)>',
]

/** Every way one of the vectors could still run from the DOM under `root`. */
export function scriptableParts(root: ParentNode): string[] {
  const found: string[] = []
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase()
    if (['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta'].includes(tag)) found.push(`<${tag}>`)
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase()
      if (name.startsWith('on')) found.push(`${tag}[${name}]`)
      // Remove control characters and spaces the way a URL parser does before looking at the scheme.
      const value = [...attr.value]
        .filter((c) => c.charCodeAt(0) > 32)
        .join('')
        .toLowerCase()
      if (value.includes('javascript:')) found.push(`${tag}[${name}=javascript:]`)
    }
  }
  return found
}

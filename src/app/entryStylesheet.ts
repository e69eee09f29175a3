/**
 * index.html does not link the entry stylesheet (the kit's whole CSS): a parser-inserted stylesheet would block the
 * static first paint, and inlined it would make the page too big for the first round trip (build/deferEntryCss.ts).
 * An inline script in the head adds it instead, so it downloads beside the scripts and is parsed while they still
 * come, and records when it has loaded. The app waits for it before its first render: nothing is drawn unstyled.
 */
export const ENTRY_STYLESHEET_ATTRIBUTE = 'data-entry-stylesheet'

/** The inline script that adds the stylesheet; the attribute becomes `load` or `error` when it settles. */
export function entryStylesheetScript(href: string): string {
  const attribute = JSON.stringify(ENTRY_STYLESHEET_ATTRIBUTE)
  return (
    `{const l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(href)};l.setAttribute(${attribute},"");` +
    `l.onload=l.onerror=(e)=>l.setAttribute(${attribute},e.type);document.head.append(l)}`
  )
}

/**
 * Resolves once the entry stylesheet applies. One that fails to load does not keep the console from rendering (that
 * would be a blank page): it resolves too, and the failure is logged. Without the link (dev server, tests) Vite
 * injects the styles itself.
 */
export function entryStylesheetReady(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(`link[${ENTRY_STYLESHEET_ATTRIBUTE}]`)
  if (!link) return Promise.resolve()
  const failed = () => console.error(`The console's stylesheet ${link.href} did not load`)
  const state = link.getAttribute(ENTRY_STYLESHEET_ATTRIBUTE)
  if (state === 'load') return Promise.resolve()
  if (state === 'error') {
    failed()
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener(
      'error',
      () => {
        failed()
        resolve()
      },
      { once: true },
    )
  })
}

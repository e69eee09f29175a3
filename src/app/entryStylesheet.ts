/**
 * index.html asks for the entry stylesheet (the kit's whole CSS) as a preload, so it neither blocks the static first
 * paint nor makes the page too big for the first round trip (build/deferEntryCss.ts). The app applies it and waits
 * for it before its first render: nothing is ever drawn without its styles.
 */
export const ENTRY_STYLESHEET_ATTRIBUTE = 'data-entry-stylesheet'

/**
 * Turns the preload into the page's stylesheet; resolves once it applies. A stylesheet that fails to load does not
 * keep the console from rendering (it would show a blank page): it resolves too, and the failure is logged.
 */
export function applyEntryStylesheet(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(`link[${ENTRY_STYLESHEET_ATTRIBUTE}]`)
  // Dev server and tests: Vite injects the styles itself.
  if (!link) return Promise.resolve()
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener(
      'error',
      () => {
        console.error(`The console's stylesheet ${link.href} did not load`)
        resolve()
      },
      { once: true },
    )
    link.rel = 'stylesheet'
  })
}

import { setupWorker } from 'msw/browser'
import { createHandlers } from './handlers'
import { localStoragePersistence } from './store/persistence'
import { SandboxStore } from './store/store'

/** `?sandbox-reset` in any page URL returns the sandbox to its seed (README). */
export const RESET_PARAM = 'sandbox-reset'

declare global {
  interface Window {
    /** Developer console handle: `__sandbox.reset()` returns to the seed data (reload to see it). */
    __sandbox?: { reset(): void }
  }
}

/** Resets when the page URL asks for it, then removes the parameter so a reload does not reset again. */
function resetFromUrl(store: SandboxStore) {
  const url = new URL(window.location.href)
  if (!url.searchParams.has(RESET_PARAM)) return
  store.reset()
  url.searchParams.delete(RESET_PARAM)
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/** Starts the in-browser sandbox (MSW service worker) over the persisted store. */
export async function startBrowserSandbox() {
  const store = new SandboxStore(localStoragePersistence())
  resetFromUrl(store)
  // The HTTP handlers refuse writes to rows the hub's edit locks hold.
  const hub = (await import('./hub/browser')).browserHubHandlers(store)
  const worker = setupWorker(...createHandlers(store, hub.locks))
  worker.use(...hub.handlers)
  // public/sandboxWorker.js says why the sandbox does not run MSW's worker script directly.
  await worker.start({ serviceWorker: { url: '/sandboxWorker.js' }, onUnhandledRequest: 'bypass', quiet: true })
  window.__sandbox = { reset: () => store.reset() }
  return { store, worker }
}

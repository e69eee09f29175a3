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

/**
 * MSW's start calls `registration.update()` on an existing worker without awaiting it. When the page is left
 * while that update runs (lists opened by URL one after another) it rejects ("Failed to update a ServiceWorker …
 * Not found") with nobody to hear it, an unhandled rejection in the page. The running worker keeps serving.
 */
function catchWorkerUpdates() {
  const update = ServiceWorkerRegistration.prototype.update
  ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
    const updating = update.call(this)
    updating.catch((error: unknown) => console.warn('Sandbox: the service worker was not updated', error))
    return updating
  }
}

/** Starts the in-browser sandbox (MSW service worker) over the persisted store. */
export async function startBrowserSandbox() {
  const store = new SandboxStore(localStoragePersistence())
  resetFromUrl(store)
  // The HTTP handlers refuse writes to rows the hub's edit locks hold.
  const hub = (await import('./hub/browser')).browserHubHandlers(store)
  const worker = setupWorker(...createHandlers(store, hub.locks))
  worker.use(...hub.handlers)
  catchWorkerUpdates()
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
  window.__sandbox = { reset: () => store.reset() }
  return { store, worker }
}

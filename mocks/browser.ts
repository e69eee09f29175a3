import { setupWorker } from 'msw/browser'
import { createHandlers } from './handlers'
import { bulkPortions } from './server/bulkPortions'
import { localStoragePersistence } from './store/persistence'
import { randomHex } from './store/signIns'
import { SandboxStore } from './store/store'

/** `?sandbox-reset` in any page URL returns the sandbox to its seed (README). */
export const RESET_PARAM = 'sandbox-reset'
/**
 * `?sandbox-portions=N` fills portions up to N records, as the local server's `--seed-portions` does (README): enough
 * to page, search and export thousands. At most MAX_BROWSER_PORTIONS: localStorage keeps about 5 million characters
 * and 10,000 portions take 1.7 million of them; below the store's cap, adding a portion still works.
 */
export const PORTIONS_PARAM = 'sandbox-portions'
export const MAX_BROWSER_PORTIONS = 5000

declare global {
  interface Window {
    /** Developer console handle: `__sandbox.reset()` returns to the seed data (reload to see it). */
    __sandbox?: { reset(): void }
  }
}

/**
 * Resets and fills portions when the page URL asks for it, then removes the parameters so a reload does not do it
 * again.
 */
function optionsFromUrl(store: SandboxStore) {
  const url = new URL(window.location.href)
  const portions = url.searchParams.get(PORTIONS_PARAM)
  if (!url.searchParams.has(RESET_PARAM) && portions === null) return
  if (url.searchParams.has(RESET_PARAM)) store.reset()
  if (portions !== null) fillPortions(store, portions)
  url.searchParams.delete(RESET_PARAM)
  url.searchParams.delete(PORTIONS_PARAM)
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

function fillPortions(store: SandboxStore, raw: string) {
  const wanted = /^\d{1,7}$/.test(raw) ? Number(raw) : NaN
  if (!(wanted <= MAX_BROWSER_PORTIONS)) {
    console.warn(`sandbox: ?${PORTIONS_PARAM} takes a whole number of portions from 0 to ${MAX_BROWSER_PORTIONS}.`)
    return
  }
  const missing = wanted - store.records('portions').length
  if (missing > 0) store.fill('portions', bulkPortions(missing))
}

const DEVICE_SECRET_KEY = 'sandbox.deviceSecret.v1'

/**
 * The secret device cookies are signed with, kept beside the store so a reload still knows the browser (msw keeps
 * the cookies themselves in localStorage too). Readable by the page, as the whole browser sandbox is: only this
 * browser reaches it, so nobody else can lock its accounts out in the first place.
 */
function deviceSecret(): Uint8Array<ArrayBuffer> {
  let hex = localStorage.getItem(DEVICE_SECRET_KEY) ?? ''
  if (!/^[0-9a-f]{64}$/.test(hex)) {
    hex = randomHex(32)
    localStorage.setItem(DEVICE_SECRET_KEY, hex)
  }
  return Uint8Array.from({ length: 32 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16))
}

/** Starts the in-browser sandbox (MSW service worker) over the persisted store. */
export async function startBrowserSandbox() {
  const store = new SandboxStore(localStoragePersistence())
  optionsFromUrl(store)
  // The HTTP handlers refuse writes to rows the hub's edit locks hold.
  const hub = (await import('./hub/browser')).browserHubHandlers(store)
  const worker = setupWorker(...createHandlers(store, hub.locks, { deviceSecret: deviceSecret() }))
  worker.use(...hub.handlers)
  // public/sandboxWorker.js says why the sandbox does not run MSW's worker script directly.
  await worker.start({ serviceWorker: { url: '/sandboxWorker.js' }, onUnhandledRequest: 'bypass', quiet: true })
  window.__sandbox = { reset: () => store.reset() }
  return { store, worker }
}

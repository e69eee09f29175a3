import { setupWorker } from 'msw/browser'
import { createHandlers } from './handlers'
import { localStoragePersistence } from './store/persistence'
import { SandboxStore } from './store/store'

/** Starts the in-browser sandbox (MSW service worker) over the persisted store. */
export async function startBrowserSandbox() {
  const store = new SandboxStore(localStoragePersistence())
  const worker = setupWorker(...createHandlers(store))
  worker.use(...(await import('./hub/browser')).browserHubHandlers(store))
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
  return { store, worker }
}

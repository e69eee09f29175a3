/*
 * The browser sandbox's service worker: MSW's generated worker (`mockServiceWorker.js`, rewritten by `msw init`),
 * except that it stays registered when its last page closes.
 *
 * MSW's worker unregisters itself on the "CLIENT_CLOSED" message of its last page. A reload or a typed URL closes
 * the last page before the next one is a client, so the next page loaded without the worker, and MSW's start then
 * reloaded it: a second load, which raced the user's own next navigation. This listener is added before MSW's, so
 * it forgets the page as MSW does and keeps the registration.
 */
self.addEventListener('message', (event) => {
  if (event.data !== 'CLIENT_CLOSED') return
  event.stopImmediatePropagation()
  // Declared by mockServiceWorker.js below; classic scripts share their top-level bindings.
  activeClientIds.delete(event.source.id)
})

importScripts('./mockServiceWorker.js')

import { configure, render, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { expect, vi } from 'vitest'
import { liveHub, type HubStatus } from '@/api/hub'
import { sessionStore } from '@/api/session'
import { createQueryClient } from '@/app/queryClient'
import { createAppRouter } from '@/app/router'
import { redirectToLoginOnUnauthorized } from '@/app/unauthorized'
import { AppErrorBoundary } from '@/features/shell/AppErrorBoundary'
import type { SandboxStore } from '../../../mocks/store/store'

// Two shared cores: a first render of the whole console can take a few seconds.
configure({ asyncUtilTimeout: 15000 })

/** Signs `username` in against the sandbox store, as the login screen would. */
export function signInAs(store: SandboxStore, username: string) {
  const account = store.findAccount(username)
  if (!account) throw new Error(`no sandbox account ${username}`)
  sessionStore.set({
    token: store.issueToken(username),
    username,
    displayname: account.displayname,
    roles: account.roles,
  })
}

/**
 * The live channel without a socket: connected, every invoke answers "no lock". Returns the Init spy so a test
 * can make it fail, and shows the status the toolbar indicator reads.
 */
export function fakeLiveHub() {
  let status: HubStatus = 'live'
  const statusListeners = new Set<() => void>()
  vi.spyOn(liveHub, 'ensureStarted').mockImplementation(() => {})
  vi.spyOn(liveHub, 'isLive', 'get').mockImplementation(() => status === 'live')
  vi.spyOn(liveHub, 'getStatus').mockImplementation(() => status)
  vi.spyOn(liveHub, 'subscribeStatus').mockImplementation((l) => {
    statusListeners.add(l)
    return () => statusListeners.delete(l)
  })
  vi.spyOn(liveHub, 'markOffline').mockImplementation(() => {
    status = 'offline'
    for (const l of statusListeners) l()
  })
  vi.spyOn(liveHub, 'close').mockResolvedValue(null)
  vi.spyOn(liveHub, 'addEntry').mockResolvedValue(null)
  vi.spyOn(liveHub, 'removeEntry').mockResolvedValue(null)
  return { init: vi.spyOn(liveHub, 'init').mockResolvedValue(null) }
}

/**
 * The whole console (router, shell, screens, 401 handling) at `url`, as src/app/App.tsx mounts it, in memory.
 */
export function renderApp(url: string) {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {}
  // jsdom has no media queries: a desktop-wide window.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList
  const queryClient = createQueryClient()
  const defaults = queryClient.getDefaultOptions()
  // Keep the product's retry rule (one retry on network and 5xx) without its back-off wait.
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }))
  redirectToLoginOnUnauthorized(router, queryClient)
  const view = render(
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>,
  )
  return { ...view, router, queryClient }
}

/** The open Error dialog, found by its title. */
export async function findErrorDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="alertdialog"]')].find((d) =>
      d.textContent?.startsWith('Error'),
    )
    if (!dialog) throw new Error('no Error dialog')
    return dialog
  })
}

/** Loads the console's lazy route chunks once, so the first cell of a file is not timed on a cold start. */
export async function warmUp(store: SandboxStore) {
  fakeLiveHub()
  signInAs(store, 'chief')
  const { unmount } = renderApp('/')
  await waitFor(() => expect(document.querySelector('main table, main [role="table"]')).not.toBeNull(), {
    timeout: 50000,
  })
  unmount()
  vi.restoreAllMocks()
  sessionStore.clear()
}

import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { prefetchShellWhenIdle } from './prefetchShell'

/** The idle callbacks the page asked for, run by the test instead of the browser: no test waits on the clock. */
let idle: ((deadline: IdleDeadline) => void)[] = []
const longIdle: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 }
/** Runs the idle periods until the page asks for no more. */
const runIdle = () => {
  while (idle.length > 0) idle.shift()?.(longIdle)
}

beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (cb: (deadline: IdleDeadline) => void) => idle.push(cb))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
})

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((l) => l.remove())
  document.getElementById('shell-chunks')?.remove()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function shellChunksInPage(files: unknown) {
  document.getElementById('shell-chunks')?.remove()
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'shell-chunks'
  script.textContent = JSON.stringify(files)
  document.body.append(script)
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => [
    l.getAttribute('href'),
    l.as,
  ])

test("while the login form is idle, the shell's chunks are prefetched (downloaded, not run), once each", () => {
  shellChunksInPage(['/assets/_app-1.js', '/assets/_app-1.css', '/assets/list-2.js'])
  prefetchShellWhenIdle()
  expect(prefetched()).toEqual([])
  runIdle()
  prefetchShellWhenIdle()
  runIdle()
  expect(prefetched()).toEqual([
    ['/assets/_app-1.js', 'script'],
    ['/assets/_app-1.css', 'style'],
    ['/assets/list-2.js', 'script'],
  ])
  // Scripts in CORS mode, as module scripts load them: otherwise the prefetched copy goes unused.
  const crossOrigin = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (l) => l.crossOrigin,
  )
  expect(crossOrigin).toEqual(['anonymous', null, 'anonymous'])
})

test('no list in the page (dev server) or a malformed one prefetches nothing', () => {
  prefetchShellWhenIdle()
  runIdle()
  shellChunksInPage({ not: 'a list' })
  prefetchShellWhenIdle()
  runIdle()
  shellChunksInPage(['https://elsewhere.example/x.js'])
  prefetchShellWhenIdle()
  runIdle()
  expect(prefetched()).toEqual([])
})

test("the prefetch keeps to the browser's idle periods (the login page's blocking time): what does not fit waits for the next one", () => {
  shellChunksInPage(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
  prefetchShellWhenIdle()
  // Each look at the clock finds 3 ms more gone: two links fit in an idle slice (idleSlices.ts).
  let clock = 0
  vi.spyOn(performance, 'now').mockImplementation(() => (clock += 3))
  idle.shift()?.(longIdle)
  expect(prefetched()).toHaveLength(2)
  idle.shift()?.(longIdle)
  expect(prefetched().map(([href]) => href)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
  expect(idle).toHaveLength(0)
})

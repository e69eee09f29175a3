import { afterEach, expect, test, vi } from 'vitest'
import { prefetchShellWhenIdle } from './prefetchShell'

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

const longIdle: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 }

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => [
    l.getAttribute('href'),
    l.as,
  ])

test("while the login form is idle, the shell's chunks are prefetched (downloaded, not run), once each (issue 12)", () => {
  shellChunksInPage(['/assets/_app-1.js', '/assets/_app-1.css', '/assets/list-2.js'])
  let idle: ((deadline: IdleDeadline) => void) | undefined
  vi.stubGlobal('requestIdleCallback', (cb: (deadline: IdleDeadline) => void) => ((idle = cb), 1))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  prefetchShellWhenIdle()
  expect(prefetched()).toEqual([])
  idle?.(longIdle)
  idle?.(longIdle)
  expect(prefetched()).toEqual([
    ['/assets/_app-1.js', 'script'],
    ['/assets/_app-1.css', 'style'],
    ['/assets/list-2.js', 'script'],
  ])
  // Scripts in CORS mode, as module scripts load them: otherwise the prefetched copy goes unused (issue 20).
  const crossOrigin = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (l) => l.crossOrigin,
  )
  expect(crossOrigin).toEqual(['anonymous', null, 'anonymous'])
})

test('no list in the page (dev server) or a malformed one prefetches nothing', () => {
  let idle: ((deadline: IdleDeadline) => void) | undefined
  vi.stubGlobal('requestIdleCallback', (cb: (deadline: IdleDeadline) => void) => ((idle = cb), 1))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  prefetchShellWhenIdle()
  idle?.(longIdle)
  shellChunksInPage({ not: 'a list' })
  idle?.(longIdle)
  shellChunksInPage(['https://elsewhere.example/x.js'])
  idle?.(longIdle)
  expect(prefetched()).toEqual([])
})

test("the prefetch keeps to the browser's idle periods: what does not fit waits for the next one (issue 12, /login's blocking time)", () => {
  shellChunksInPage(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
  const idle: ((deadline: IdleDeadline) => void)[] = []
  vi.stubGlobal('requestIdleCallback', (cb: (deadline: IdleDeadline) => void) => idle.push(cb))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
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

import { afterEach, expect, test, vi } from 'vitest'
import { prefetchShellWhenIdle } from './prefetchShell'

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((l) => l.remove())
  document.getElementById('shell-chunks')?.remove()
  vi.unstubAllGlobals()
})

function shellChunksInPage(files: unknown) {
  document.getElementById('shell-chunks')?.remove()
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'shell-chunks'
  script.textContent = JSON.stringify(files)
  document.body.append(script)
}

const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => [l.getAttribute('href'), l.as])

test("while the login form is idle, the shell's chunks are prefetched (downloaded, not run), once each (issue 12)", () => {
  shellChunksInPage(['/assets/_app-1.js', '/assets/_app-1.css', '/assets/list-2.js'])
  let idle: (() => void) | undefined
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  prefetchShellWhenIdle()
  expect(prefetched()).toEqual([])
  idle?.()
  idle?.()
  expect(prefetched()).toEqual([
    ['/assets/_app-1.js', 'script'],
    ['/assets/_app-1.css', 'style'],
    ['/assets/list-2.js', 'script'],
  ])
})

test('no list in the page (dev server) or a malformed one prefetches nothing', () => {
  let idle: (() => void) | undefined
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  prefetchShellWhenIdle()
  idle?.()
  shellChunksInPage({ not: 'a list' })
  idle?.()
  shellChunksInPage(['https://elsewhere.example/x.js'])
  idle?.()
  expect(prefetched()).toEqual([])
})

import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config'
import { ChunkLoadError, isChunkLoadError } from './chunkLoad'
import { AppErrorBoundary } from './AppErrorBoundary'
import { PendingScreen, RouteError } from './ErrorScreens'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('chunk load failures', () => {
  test.each([
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'),
    new TypeError('error loading dynamically imported module: http://x/assets/a.js'),
    new TypeError('Importing a module script failed.'),
    new ChunkLoadError(),
  ])('are recognised: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  test('other errors are not', () => {
    expect(isChunkLoadError(new Error('undefined error in backend (500)'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('RouteError', () => {
  test('a chunk that failed to load shows ChunkLoadError with a Reload action', () => {
    render(<RouteError error={new TypeError('Failed to fetch dynamically imported module: /a.js')} reset={() => {}} />)
    expect(screen.getByRole('alert').textContent).toContain('ChunkLoadError')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })

  test('any other error shows its message and a Try again that resets', () => {
    const reset = vi.fn()
    render(<RouteError error={new Error('Boom in a screen')} reset={reset} />)
    expect(screen.getByRole('alert').textContent).toContain('Boom in a screen')
    act(() => screen.getByRole('button', { name: 'Try again' }).click())
    expect(reset).toHaveBeenCalledOnce()
  })
})

describe('PendingScreen', () => {
  test(`a screen still loading after ${CHUNK_LOAD_TIMEOUT_MS} ms turns into ChunkLoadError with Reload`, () => {
    vi.useFakeTimers()
    render(<PendingScreen />)
    expect(screen.getByRole('status').textContent).toContain('Loading')
    act(() => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1))
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('alert').textContent).toContain('ChunkLoadError')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })
})

describe('AppErrorBoundary', () => {
  test('anything that breaks above the router shows the error and a Reload, not a blank page', () => {
    const Broken = () => {
      throw new Error('The router did not start')
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('The router did not start')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })
})

import { afterEach, expect, test, vi } from 'vitest'
import { followColorScheme, PREFERS_DARK, resolveScheme } from './colorScheme'
import { settingsStore } from './settings'

/** A device whose dark setting the test flips, as matchMedia reports it. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }
  vi.stubGlobal('matchMedia', (q: string) => {
    expect(q).toBe(PREFERS_DARK)
    return query
  })
  return {
    set(next: boolean) {
      dark = next
      for (const l of listeners) l()
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  settingsStore.update({ scheme: 'system' })
})

test('System follows the device; Light and Dark hold whatever the device says', () => {
  expect(resolveScheme('system', true)).toBe('dark')
  expect(resolveScheme('system', false)).toBe('light')
  expect(resolveScheme('light', true)).toBe('light')
  expect(resolveScheme('dark', false)).toBe('dark')
})

test('<html> takes the dark class and color-scheme at once, on each choice and each change of the device (no reload)', () => {
  const device = fakeDevice(true)
  const root = document.createElement('html')
  const stop = followColorScheme(settingsStore, root)
  const seen = () => [root.classList.contains('dark'), root.style.colorScheme]
  expect(seen()).toEqual([true, 'dark'])
  device.set(false)
  expect(seen()).toEqual([false, 'light'])
  settingsStore.update({ scheme: 'dark' })
  expect(seen()).toEqual([true, 'dark'])
  device.set(false)
  expect(seen()).toEqual([true, 'dark'])
  settingsStore.update({ scheme: 'light' })
  device.set(true)
  expect(seen()).toEqual([false, 'light'])
  stop()
  settingsStore.update({ scheme: 'dark' })
  expect(seen()).toEqual([false, 'light'])
})

import { renderHook } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { useUnreadTitle } from './useUnreadTitle'

const hide = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => hide(false))

test('a hidden tab’s title starts with the unread count; looking at the tab again takes it away', () => {
  document.title = 'Portions · Nutrition Console'
  const { rerender, unmount } = renderHook(({ unread }) => useUnreadTitle(unread), { initialProps: { unread: 0 } })
  hide(true)
  expect(document.title).toBe('Portions · Nutrition Console')
  rerender({ unread: 2 })
  expect(document.title).toBe('(2) Portions · Nutrition Console')
  rerender({ unread: 3 })
  expect(document.title).toBe('(3) Portions · Nutrition Console')
  hide(false)
  expect(document.title).toBe('Portions · Nutrition Console')
  unmount()
})

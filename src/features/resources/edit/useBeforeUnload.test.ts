import { renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useBeforeUnload } from './useBeforeUnload'

/** Whether leaving the page now would ask first (the beforeunload event is cancelled). */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

test('leaving asks only while active, and not after unmount', () => {
  const { rerender, unmount } = renderHook(({ active }) => useBeforeUnload(active), { initialProps: { active: false } })
  expect(leavingAsks()).toBe(false)
  rerender({ active: true })
  expect(leavingAsks()).toBe(true)
  rerender({ active: false })
  expect(leavingAsks()).toBe(false)
  rerender({ active: true })
  unmount()
  expect(leavingAsks()).toBe(false)
})

import { renderHook } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { useTimeLimit } from './useTimeLimit'

test('the latest callback runs once when the time is over, not again on later renders', () => {
  const first = vi.fn()
  const latest = vi.fn()
  const { rerender } = renderHook(({ expired, onExpire }) => useTimeLimit(expired, onExpire), {
    initialProps: { expired: false, onExpire: first },
  })
  expect(first).not.toHaveBeenCalled()
  rerender({ expired: true, onExpire: latest })
  expect(first).not.toHaveBeenCalled()
  expect(latest).toHaveBeenCalledTimes(1)
  // Closing renders again with a new callback while the dialog is still mounted.
  rerender({ expired: true, onExpire: vi.fn() })
  expect(latest).toHaveBeenCalledTimes(1)
})

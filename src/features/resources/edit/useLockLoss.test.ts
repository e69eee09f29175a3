import { renderHook } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { useLockLoss } from './useLockLoss'

test('the values are kept when the lock is lost while typing, once per loss', () => {
  const keep = vi.fn()
  const { rerender } = renderHook(({ lost }) => useLockLoss(lost, keep), { initialProps: { lost: false } })
  expect(keep).not.toHaveBeenCalled()
  rerender({ lost: true })
  rerender({ lost: true })
  expect(keep).toHaveBeenCalledTimes(1)
})

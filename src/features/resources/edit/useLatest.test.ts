import { renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useLatest } from './useLatest'

test('the ref holds the value of the last render, the same ref each time', () => {
  const { result, rerender } = renderHook(({ value }) => useLatest(value), { initialProps: { value: 1 } })
  const first = result.current
  expect(first.current).toBe(1)
  rerender({ value: 2 })
  expect(result.current).toBe(first)
  expect(first.current).toBe(2)
})

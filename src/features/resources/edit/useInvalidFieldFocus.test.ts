import { renderHook } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { useInvalidFieldFocus } from './useInvalidFieldFocus'

afterEach(() => document.body.replaceChildren())

/** A form box with a valid field and an invalid one after it, and the body focused (as a disabled form leaves it). */
function form() {
  const box = document.createElement('div')
  box.innerHTML =
    '<input name="ok" /><input name="bad" aria-invalid="true" /><input name="later" aria-invalid="true" />'
  document.body.append(box)
  return { ref: { current: box }, bad: box.querySelector<HTMLInputElement>('[name="bad"]') }
}

test('a Save that failed validation puts the focus on the first invalid field', () => {
  const { ref, bad } = form()
  const { rerender } = renderHook(({ count, busy }) => useInvalidFieldFocus(ref, count, busy), {
    initialProps: { count: 0, busy: false },
  })
  expect(document.activeElement).toBe(document.body)
  rerender({ count: 1, busy: true })
  expect(document.activeElement).toBe(document.body)
  rerender({ count: 1, busy: false })
  expect(document.activeElement).toBe(bad)
})

test('a save that got past validation leaves the focus alone, and the next failed one moves it again', () => {
  const { ref, bad } = form()
  const { result, rerender } = renderHook(({ count, busy }) => useInvalidFieldFocus(ref, count, busy), {
    initialProps: { count: 0, busy: false },
  })
  rerender({ count: 1, busy: true })
  result.current()
  rerender({ count: 1, busy: false })
  expect(document.activeElement).toBe(document.body)
  // Add + Save resets the form (count 0); a later failed save still moves the focus.
  rerender({ count: 0, busy: false })
  rerender({ count: 1, busy: false })
  expect(document.activeElement).toBe(bad)
})

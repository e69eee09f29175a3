import { renderHook } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { useFocusReturn } from './useFocusReturn'

afterEach(() => document.body.replaceChildren())

function button(name: string): HTMLButtonElement {
  const b = document.createElement('button')
  b.textContent = name
  document.body.append(b)
  return b
}

test('after a save the focus goes back where it was when the save dropped it to <body>', () => {
  const save = button('Save')
  save.focus()
  const { rerender } = renderHook(({ busy }) => useFocusReturn(busy), { initialProps: { busy: false } })
  rerender({ busy: true })
  save.blur()
  expect(document.activeElement).toBe(document.body)
  rerender({ busy: false })
  expect(document.activeElement).toBe(save)
})

test('a focus the user moved during the save stays where it is; a removed element is not focused', () => {
  const save = button('Save')
  const other = button('Other')
  save.focus()
  const { rerender } = renderHook(({ busy }) => useFocusReturn(busy), { initialProps: { busy: false } })
  rerender({ busy: true })
  other.focus()
  rerender({ busy: false })
  expect(document.activeElement).toBe(other)

  save.focus()
  rerender({ busy: true })
  save.remove()
  rerender({ busy: false })
  expect(document.activeElement).toBe(document.body)
})

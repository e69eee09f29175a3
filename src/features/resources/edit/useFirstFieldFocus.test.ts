import { renderHook } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { useFirstFieldFocus } from './useFirstFieldFocus'

afterEach(() => document.body.replaceChildren())

function form(html: string): HTMLElement {
  const close = document.createElement('button')
  close.textContent = '×'
  const box = document.createElement('fieldset')
  box.innerHTML = html
  document.body.append(close, box)
  close.focus()
  return box
}

test('the first enabled field takes the focus from the dialog’s ×', () => {
  const box = form('<input type="hidden" name="id"><input name="a" disabled><input name="b"><select name="c"></select>')
  renderHook(() => useFirstFieldFocus({ current: box }))
  expect(document.activeElement?.getAttribute('name')).toBe('b')
})

test('a read-only form leaves the focus where it is; a focus already in the form stays', () => {
  const readOnly = form('<input name="a" disabled>')
  const before = document.activeElement
  renderHook(() => useFirstFieldFocus({ current: readOnly }))
  expect(document.activeElement).toBe(before)

  const box = form('<input name="a"><textarea name="b"></textarea>')
  box.querySelector('textarea')?.focus()
  renderHook(() => useFirstFieldFocus({ current: box }))
  expect(document.activeElement?.getAttribute('name')).toBe('b')
})

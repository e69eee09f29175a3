import { expect, test } from 'vitest'
import { render } from '@testing-library/react'
import { CELL_TEXT_MAX, CELL_TITLE_MAX } from '@/config'
import { clippedText, clipText } from './clippedText'

test('a text longer than the limit is cut to it, its last character an ellipsis; a shorter one is kept', () => {
  expect(clipText('abcdef', 4)).toBe('abc…')
  expect(clipText('abcd', 4)).toBe('abcd')
  expect(clipText('', 4)).toBe('')
})

test('a cut never splits a character written as two UTF-16 units', () => {
  expect(clipText('ab😀cd', 4)).toBe('ab…')
  expect(clipText('abc😀d', 4)).toBe('abc…')
})

test('a long cell value shows its cut text, with more of it in a tooltip; short values and elements pass through', () => {
  const long = 'y'.repeat(2_000_000)
  const { container } = render(<>{clippedText(long)}</>)
  const span = container.querySelector('span')!
  expect(span.textContent).toHaveLength(CELL_TEXT_MAX)
  expect(span.getAttribute('title')).toHaveLength(CELL_TITLE_MAX)
  expect(clippedText('short')).toBe('short')
  const element = <b>{long}</b>
  expect(clippedText(element)).toBe(element)
})

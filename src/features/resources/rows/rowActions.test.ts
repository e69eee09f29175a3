import { afterEach, expect, test } from 'vitest'
import { focusAfterRowGone } from './rowActions'

afterEach(() => document.body.replaceChildren())

const resource = { suffix: 'Question' }

function list(rows: string): HTMLElement {
  document.body.innerHTML = `<main><button>Add Question</button><table><tbody>${rows}</tbody></table></main>`
  return document.body
}
const row = (id: number, buttons = ['Edit', 'Delete']) =>
  `<tr>${buttons.map((verb) => `<td><button aria-label="${verb} Question ${id}"></button></td>`).join('')}</tr>`
const cross = (id: number) => document.querySelector<HTMLElement>(`[aria-label="Delete Question ${id}"]`)

test('the next row’s cross, past a details row (its nested buttons are not the row’s) and a row fading out', () => {
  list(
    row(3) +
      '<tr id="details-3"><td><button aria-label="Delete Choice 9"></button></td></tr>' +
      `<tr data-removed="">${row(2).slice(4, -5)}</tr>` +
      row(1),
  )
  expect(focusAfterRowGone(cross(3), resource)).toBe(cross(1))
})

test('an Undeletable row’s pencil; the previous row at the end of the list; Add when no row is left', () => {
  list(row(3) + row(2, ['Edit']))
  expect(focusAfterRowGone(cross(3), resource)?.ariaLabel).toBe('Edit Question 2')
  list(row(3) + row(2))
  expect(focusAfterRowGone(cross(2), resource)).toBe(cross(3))
  list(row(3))
  expect(focusAfterRowGone(cross(3), resource)?.textContent).toBe('Add Question')
})

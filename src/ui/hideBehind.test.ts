import { afterEach, expect, test } from 'vitest'
import { hideBehind } from './hideBehind'

afterEach(() => document.body.replaceChildren())

const add = (id: string, live = false) => {
  const el = document.createElement('div')
  el.id = id
  if (live) el.setAttribute('aria-live', 'polite')
  document.body.append(el)
  return el
}
const hiddenIds = () => [...document.body.querySelectorAll('[aria-hidden="true"]')].map((el) => el.id)

test('a dialog hides the rest of the body; a dialog over it hides it too, live region and all; each close undoes its own', () => {
  add('page')
  const edit = add('edit')
  const showPage = hideBehind(edit)
  expect(hiddenIds()).toEqual(['page'])

  edit.append(add('toasts', true))
  const question = add('question')
  const showBoth = hideBehind(question)
  expect(hiddenIds()).toEqual(['page', 'edit'])

  showBoth()
  expect(hiddenIds()).toEqual(['page'])
  showPage()
  expect(hiddenIds()).toEqual([])
})

test('an element hidden by its own owner stays hidden after the dialog closes', () => {
  add('page')
  add('ownHidden').setAttribute('aria-hidden', 'true')
  const show = hideBehind(add('dialog'))
  show()
  expect(hiddenIds()).toEqual(['ownHidden'])
})

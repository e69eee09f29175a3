import { describe, expect, test } from 'vitest'
import { dialogKeyOf, isTypingTarget, listKeyOf, type KeyPress } from './gridKeys'

/** A key press as the browser reports it: `key` is what the layout typed, `code` the key's place (ignored). */
const press = (key: string, mods: Partial<KeyPress> & { code?: string } = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

describe('list keys', () => {
  test('j/k and the arrows move, Home/End go to the ends', () => {
    expect(listKeyOf(press('j'))).toBe('down')
    expect(listKeyOf(press('ArrowDown'))).toBe('down')
    expect(listKeyOf(press('k'))).toBe('up')
    expect(listKeyOf(press('ArrowUp'))).toBe('up')
    expect(listKeyOf(press('Home'))).toBe('first')
    expect(listKeyOf(press('End'))).toBe('last')
  })

  test('Enter opens, x selects, Shift+x a range, n adds, Delete (or a Mac’s Backspace) deletes, v views', () => {
    expect(listKeyOf(press('Enter'))).toBe('open')
    expect(listKeyOf(press('x'))).toBe('select')
    expect(listKeyOf(press('X', { shiftKey: true }))).toBe('selectRange')
    expect(listKeyOf(press('n'))).toBe('add')
    expect(listKeyOf(press('Delete'))).toBe('delete')
    expect(listKeyOf(press('Backspace'))).toBe('delete')
    expect(listKeyOf(press('v'))).toBe('view')
  })

  test('Caps Lock: an upper-case letter without Shift is the letter', () => {
    expect(listKeyOf(press('J'))).toBe('down')
    expect(listKeyOf(press('X'))).toBe('select')
  })

  test('a German keyboard: / is Shift+7, ? is Shift+ß, z sits where a US keyboard has y', () => {
    expect(listKeyOf(press('/', { shiftKey: true, code: 'Digit7' }))).toBe('search')
    expect(listKeyOf(press('?', { shiftKey: true, code: 'Minus' }))).toBe('help')
    // The US slash key types a hyphen on a German keyboard: the key's place means nothing.
    expect(listKeyOf(press('-', { code: 'Slash' }))).toBeUndefined()
    expect(listKeyOf(press('n', { code: 'KeyN' }))).toBe('add')
    // German key values of named keys are the standard ones (Entf is Delete).
    expect(listKeyOf(press('Delete', { code: 'Delete' }))).toBe('delete')
  })

  test('a US keyboard: / and ? as its own keys', () => {
    expect(listKeyOf(press('/', { code: 'Slash' }))).toBe('search')
    expect(listKeyOf(press('?', { shiftKey: true, code: 'Slash' }))).toBe('help')
  })

  test('nothing with Ctrl, ⌘ or Alt (the browser’s and the system’s keys), nor while an input method composes', () => {
    for (const mod of ['ctrlKey', 'metaKey', 'altKey'] as const) {
      expect(listKeyOf(press('j', { [mod]: true }))).toBeUndefined()
      expect(listKeyOf(press('ArrowDown', { [mod]: true }))).toBeUndefined()
    }
    expect(listKeyOf(press('n', { isComposing: true }))).toBeUndefined()
    expect(listKeyOf(press('J', { shiftKey: true }))).toBeUndefined()
    expect(listKeyOf(press('Enter', { shiftKey: true }))).toBeUndefined()
    expect(listKeyOf(press('a'))).toBeUndefined()
    expect(listKeyOf(press('Tab'))).toBeUndefined()
  })
})

describe('edit dialog keys', () => {
  const input = document.createElement('input')
  const select = document.createElement('select')
  const area = document.createElement('textarea')

  test('Ctrl+S saves on Linux and Windows, ⌘S on a Mac; in a field too', () => {
    expect(dialogKeyOf(press('s', { ctrlKey: true }), input, false)).toBe('save')
    expect(dialogKeyOf(press('S', { ctrlKey: true }), input, false)).toBe('save')
    expect(dialogKeyOf(press('s', { metaKey: true }), input, false)).toBeUndefined()
    expect(dialogKeyOf(press('s', { metaKey: true }), input, true)).toBe('save')
    expect(dialogKeyOf(press('s', { ctrlKey: true }), input, true)).toBeUndefined()
    expect(dialogKeyOf(press('s', { ctrlKey: true, shiftKey: true }), input, false)).toBeUndefined()
    // AltGr is Ctrl+Alt on Windows: not a save.
    expect(dialogKeyOf(press('s', { ctrlKey: true, altKey: true }), input, false)).toBeUndefined()
  })

  test('Alt+↓ / Alt+↑ save and step, but not in a select, whose list Alt+↓ opens', () => {
    expect(dialogKeyOf(press('ArrowDown', { altKey: true }), input, false)).toBe('saveNext')
    expect(dialogKeyOf(press('ArrowUp', { altKey: true }), input, false)).toBe('savePrevious')
    expect(dialogKeyOf(press('ArrowDown', { altKey: true }), select, false)).toBeUndefined()
    expect(dialogKeyOf(press('ArrowDown'), input, false)).toBeUndefined()
    expect(dialogKeyOf(press('ArrowDown', { altKey: true, shiftKey: true }), input, false)).toBeUndefined()
  })

  test('on a Mac, Alt+↑/↓ keeps moving by paragraph in multi-line text', () => {
    expect(dialogKeyOf(press('ArrowDown', { altKey: true }), area, true)).toBeUndefined()
    expect(dialogKeyOf(press('ArrowDown', { altKey: true }), area, false)).toBe('saveNext')
    expect(dialogKeyOf(press('ArrowDown', { altKey: true }), input, true)).toBe('saveNext')
  })
})

describe('typing targets', () => {
  test('text inputs, textareas, selects and rich text are typing; a checkbox, a button or a row are not', () => {
    const el = (html: string) => {
      const box = document.createElement('div')
      box.innerHTML = html
      document.body.append(box)
      return box.firstElementChild
    }
    expect(isTypingTarget(el('<input type="text">'))).toBe(true)
    expect(isTypingTarget(el('<input type="search">'))).toBe(true)
    expect(isTypingTarget(el('<input>'))).toBe(true)
    expect(isTypingTarget(el('<textarea></textarea>'))).toBe(true)
    expect(isTypingTarget(el('<select></select>'))).toBe(true)
    expect(isTypingTarget(el('<div contenteditable="true"><p>text</p></div>')?.firstElementChild ?? null)).toBe(true)
    expect(isTypingTarget(el('<div contenteditable="false"></div>'))).toBe(false)
    expect(isTypingTarget(el('<input type="checkbox">'))).toBe(false)
    expect(isTypingTarget(el('<button>Edit</button>'))).toBe(false)
    expect(isTypingTarget(el('<table><tbody><tr tabindex="0"><td>x</td></tr></tbody></table>'))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})

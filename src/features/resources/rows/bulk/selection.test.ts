import { describe, expect, test } from 'vitest'
import { emptySelection, inScope, isSelected, pageState, setMany, toggle, without } from './selection'

const row = (id: number) => ({ id, name: `Row ${id}` })
const page1 = [row(1), row(2), row(3)]
const page2 = [row(4), row(5)]

describe('selection', () => {
  test('a row is chosen and unchosen by its check', () => {
    let s = toggle(emptySelection('a'), row(1))
    expect(isSelected(s, 1)).toBe(true)
    expect(isSelected(s, '1')).toBe(true)
    s = toggle(s, row(1))
    expect(s.rows.size).toBe(0)
  })

  test('the header check chooses the page and keeps other pages chosen', () => {
    let s = setMany(emptySelection('a'), page2, true)
    expect(pageState(s, page1)).toBe('none')
    s = toggle(s, row(1))
    expect(pageState(s, page1)).toBe('some')
    s = setMany(s, page1, true)
    expect(pageState(s, page1)).toBe('all')
    s = setMany(s, page1, false)
    expect(pageState(s, page1)).toBe('none')
    expect(pageState(s, page2)).toBe('all')
  })

  test('rows deleted elsewhere leave; others stay, the same object when nothing left', () => {
    const s = setMany(emptySelection('a'), page1, true)
    expect(without(s, [9])).toBe(s)
    expect([...without(s, [2]).rows.keys()]).toEqual(['1', '3'])
  })

  test('another scope (search, filter or parent changed) sees nothing chosen', () => {
    const s = setMany(emptySelection('a'), page1, true)
    expect(inScope(s, 'a')).toBe(s)
    expect(inScope(s, 'b').rows.size).toBe(0)
  })
})

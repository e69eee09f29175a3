import { describe, expect, test } from 'vitest'
import { lastPageOf, pageWindow, parsePageInput, skipOf } from './pagination'

describe('paging math', () => {
  test('skip = (page − 1) × page size', () => {
    expect(skipOf(1, 7)).toBe(0)
    expect(skipOf(3, 7)).toBe(14)
    expect(skipOf(2, 20)).toBe(20)
  })
  test('last page rounds up and an empty list has page 1', () => {
    expect(lastPageOf(0, 7)).toBe(1)
    expect(lastPageOf(7, 7)).toBe(1)
    expect(lastPageOf(8, 7)).toBe(2)
  })
  test('up to 7 page buttons: at the start, in the middle and at the end', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13])
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })
  test('the page input takes whole numbers only and clamps to 1…last', () => {
    expect(parsePageInput('4', 9)).toBe(4)
    expect(parsePageInput('0', 9)).toBe(1)
    expect(parsePageInput('99', 9)).toBe(9)
    expect(parsePageInput('2.5', 9)).toBeUndefined()
    expect(parsePageInput('abc', 9)).toBeUndefined()
  })
})

// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { genderText } from './gender'

describe('genderText', () => {
  test.each([
    [1, 'Male'],
    [2, 'Female'],
    ['1', 'Male'],
    ['2', 'Female'],
    [null, null],
    [undefined, null],
    ['', null],
    [7, '7'],
  ])('%j → %j', (code, text) => {
    expect(genderText(code)).toBe(text)
  })
})

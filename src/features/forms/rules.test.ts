import { describe, expect, it } from 'vitest'
import { dateLess, dateMore, decimal, email, integer, isEmptyValue, max, min, min_value, minField, numeric, required } from './rules'

const check = (rule: ReturnType<typeof required>, value: unknown, values: Record<string, unknown> = {}) =>
  rule.check(value, values)

describe('required', () => {
  it.each([null, undefined, '', '   ', [], { Url: '' }, { Url: null }])('rejects the empty value %j', (value) => {
    expect(check(required(), value)).toBe('This field is required.')
  })
  it.each(['a', 0, false, ['x'], { Url: 'http://x/a.png' }])('accepts %j', (value) => {
    expect(check(required(), value)).toBeUndefined()
  })
})

describe('every rule but required lets an empty value pass', () => {
  const rules = [email(), numeric(), integer(), decimal(), max(2), min(5), min_value(3), dateLess('b'), dateMore('b'), minField('b')]
  it.each(rules.map((r) => [r.name, r] as const))('%s', (_name, rule) => {
    for (const empty of [null, undefined, '', '  ']) expect(rule.check(empty, { b: '2020-01-01' })).toBeUndefined()
  })
})

describe('email', () => {
  it('accepts an address and rejects text without @ or domain', () => {
    expect(check(email(), 'ann@example.com')).toBeUndefined()
    expect(check(email(), 'ann@example')).toMatch(/valid email/)
    expect(check(email(), 'ann.example.com')).toMatch(/valid email/)
    expect(check(email(), 'a nn@example.com')).toMatch(/valid email/)
  })
})

describe('numeric (digits only)', () => {
  it('accepts digits, as text or number', () => {
    expect(check(numeric(), '0123')).toBeUndefined()
    expect(check(numeric(), 42)).toBeUndefined()
  })
  it.each(['-1', '1.5', '1,5', '12a', -3, 1.5])('rejects %j', (value) => {
    expect(check(numeric(), value)).toBe('Use digits only.')
  })
})

describe('integer (optional minus and digits)', () => {
  it.each(['-12', '7', 0, -3])('accepts %j', (value) => expect(check(integer(), value)).toBeUndefined())
  it.each(['1.0', '+1', '1e3', 'x', 2.5])('rejects %j', (value) => expect(check(integer(), value)).toBe('Enter a whole number.'))
})

describe('decimal (non-negative, at most 3 decimals)', () => {
  it.each(['0', '12', '12.3', '12.345', 12.345, 0, 7])('accepts %j', (value) => {
    expect(check(decimal(), value)).toBeUndefined()
  })
  it.each(['12.3456', 12.3456, '-1', -1, '1.', '.5', '1,5', '1e3', 'abc', '1.2.3', ' 1 2'])('rejects %j', (value) => {
    expect(check(decimal(), value)).toMatch(/at most 3 decimals/)
  })
})

describe('max and min: lengths for text, values for numbers', () => {
  it('max', () => {
    expect(check(max(3), 'abc')).toBeUndefined()
    expect(check(max(3), 'abcd')).toBe('Use at most 3 characters.')
    expect(check(max(3), 3)).toBeUndefined()
    expect(check(max(3), 4)).toBe('Enter 3 or less.')
  })
  it('min', () => {
    expect(check(min(3), 'abc')).toBeUndefined()
    expect(check(min(3), 'ab')).toBe('Use at least 3 characters.')
    expect(check(min(3), 3)).toBeUndefined()
    expect(check(min(3), 2)).toBe('Enter 3 or more.')
  })
})

describe('min_value', () => {
  it('compares the value, text or number, decimal comma included', () => {
    expect(check(min_value(1), 1)).toBeUndefined()
    expect(check(min_value(1), '1,5')).toBeUndefined()
    expect(check(min_value(1), 0.5)).toBe('Enter 1 or more.')
    expect(check(min_value(1), '0')).toBe('Enter 1 or more.')
    expect(check(min_value(1), 'x')).toBe('Enter a number.')
  })
})

describe('minField (scales: maxScore at least minScore)', () => {
  it('compares with the other field and passes while it is empty', () => {
    const rule = minField('minScore', 'Min score')
    expect(rule.check(5, { minScore: 5 })).toBeUndefined()
    expect(rule.check(4, { minScore: 5 })).toBe('Must be at least Min score (5).')
    expect(rule.check(4, { minScore: null })).toBeUndefined()
  })
})

describe('dateLess / dateMore are strict and compare with another field', () => {
  it('dateLess', () => {
    const rule = dateLess('validTo', 'Valid to')
    expect(rule.check('2025-01-01', { validTo: '2025-01-02' })).toBeUndefined()
    expect(rule.check('2025-01-02', { validTo: '2025-01-02' })).toBe('Must be earlier than Valid to.')
    expect(rule.check('2025-01-03', { validTo: '2025-01-02T00:00:00' })).toBe('Must be earlier than Valid to.')
    expect(rule.check('2025-01-03', { validTo: null })).toBeUndefined()
  })
  it('dateMore (promotions: validTo later than validFrom)', () => {
    const rule = dateMore('validFrom', 'Valid from')
    expect(rule.check('2025-01-02', { validFrom: '2025-01-01' })).toBeUndefined()
    expect(rule.check('2025-01-01', { validFrom: '2025-01-01' })).toBe('Must be later than Valid from.')
    expect(rule.check('2024-12-31T23:00:00Z', { validFrom: '2025-01-01' })).toBe('Must be later than Valid from.')
  })
})

describe('isEmptyValue', () => {
  it('treats false and 0 as values', () => {
    expect(isEmptyValue(false)).toBe(false)
    expect(isEmptyValue(0)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  dateLess,
  dateMore,
  dateText,
  decimal,
  email,
  includesRequired,
  integer,
  isEmptyValue,
  max,
  min,
  min_value,
  minField,
  NOT_A_DATE,
  numberText,
  numeric,
  required,
} from './rules'
import { ruleMessage as check } from '@/test/support/forms'
import { activateLocale } from '@/i18n/i18n'

describe('required', () => {
  it.each([null, undefined, '', '   ', [], { Url: '' }, { Url: null }])('rejects the empty value %j', (value) => {
    expect(check(required(), value)).toBe('This field is required.')
  })
  it.each(['a', 0, false, ['x'], { Url: 'http://x/a.png' }])('accepts %j', (value) => {
    expect(check(required(), value)).toBeUndefined()
  })
})

describe('every rule but required lets an empty value pass', () => {
  const rules = {
    email: email(),
    numeric: numeric(),
    integer: integer(),
    decimal: decimal(),
    max: max(2),
    min: min(5),
    min_value: min_value(3),
    dateLess: dateLess('b'),
    dateMore: dateMore('b'),
    minField: minField('b'),
    dateText: dateText(),
  }
  it.each(Object.entries(rules))('%s', (_name, rule) => {
    for (const empty of [null, undefined, '', '  ']) expect(check(rule, empty, { b: '2020-01-01' })).toBeUndefined()
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
  it.each(['1.0', '+1', '1e3', 'x', 2.5])('rejects %j', (value) =>
    expect(check(integer(), value)).toBe('Enter a whole number.'),
  )
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
    expect(check(rule, 5, { minScore: 5 })).toBeUndefined()
    expect(check(rule, 4, { minScore: 5 })).toBe('Must be at least Min score (5).')
    expect(check(rule, 4, { minScore: null })).toBeUndefined()
  })
})

describe('dateLess / dateMore are strict and compare with another field', () => {
  it('dateLess', () => {
    const rule = dateLess('validTo', 'Valid to')
    expect(check(rule, '2025-01-01', { validTo: '2025-01-02' })).toBeUndefined()
    expect(check(rule, '2025-01-02', { validTo: '2025-01-02' })).toBe('Must be earlier than Valid to.')
    expect(check(rule, '2025-01-03', { validTo: '2025-01-02T00:00:00' })).toBe('Must be earlier than Valid to.')
    expect(check(rule, '2025-01-03', { validTo: null })).toBeUndefined()
  })
  it('dateMore (promotions: validTo later than validFrom)', () => {
    const rule = dateMore('validFrom', 'Valid from')
    expect(check(rule, '2025-01-02', { validFrom: '2025-01-01' })).toBeUndefined()
    expect(check(rule, '2025-01-01', { validFrom: '2025-01-01' })).toBe('Must be later than Valid from.')
    expect(check(rule, '2024-12-31T23:00:00Z', { validFrom: '2025-01-01' })).toBe('Must be later than Valid from.')
  })
})

describe('the date input check', () => {
  it('accepts a real date and rejects text that is none', () => {
    expect(check(dateText(), '2025-12-31')).toBeUndefined()
    expect(check(dateText(), '31.02.2025')).toBe(NOT_A_DATE)
    expect(check(dateText(), '2025-02-31')).toBe(NOT_A_DATE)
  })
})

describe('rules are zod checks', () => {
  it('on any zod schema, the first failing rule aborts the rest', () => {
    const field = z.custom<{ value: unknown; values: Record<string, unknown> }>().check(required(), decimal(), max(3))
    expect(field.safeParse({ value: '12.3456', values: {} }).error?.issues.map((i) => i.message)).toEqual([
      'Enter a number of 0 or more with at most 3 decimals, e.g. 12.5.',
    ])
    expect(field.safeParse({ value: null, values: {} }).error?.issues.map((i) => i.message)).toEqual([
      'This field is required.',
    ])
    expect(field.safeParse({ value: 3, values: {} }).success).toBe(true)
  })
  it('required is recognised for the field mark', () => {
    expect(includesRequired([decimal(), required()])).toBe(true)
    expect(includesRequired([decimal()])).toBe(false)
    expect(includesRequired(undefined)).toBe(false)
  })
})

describe('isEmptyValue', () => {
  it('treats false and 0 as values', () => {
    expect(isEmptyValue(false)).toBe(false)
    expect(isEmptyValue(0)).toBe(false)
  })
})

describe('the inputs’ own checks speak the interface language', () => {
  it('in German the number and date checks say it in German', async () => {
    await activateLocale('de')
    try {
      expect(check(numberText(), Number.NaN)).toBe('Bitte eine Zahl eingeben, z. B. 12,5 oder 12.5.')
      expect(check(dateText(), '31.02.2025')).toBe('Bitte ein Datum als TT.MM.JJJJ eingeben, z. B. 31.12.2025.')
    } finally {
      await activateLocale('en')
    }
  })
})

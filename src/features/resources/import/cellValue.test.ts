import { describe, expect, test } from 'vitest'
import type { FieldDef } from '@/features/forms/field'
import { cellValue, dateCell, numberCell, unguard, type Lookups } from './cellValue'

const EN = { separator: ',', decimal: '.' } as const
const DE = { separator: ';', decimal: ',' } as const
const lookups: Lookups = {
  choices: new Map([
    [
      'roles',
      [
        { id: 'Viewer', names: ['viewer', 'betrachter'] },
        { id: 'Admin', names: ['admin'] },
      ],
    ],
  ]),
  yes: new Set(['yes', 'ja', 'true', '1']),
  no: new Set(['no', 'nein', 'false', '0']),
}
const field = (input: FieldDef['input'], extra: Partial<FieldDef> = {}): FieldDef => ({
  name: 'roles',
  label: 'Roles',
  input,
  ...extra,
})

describe('cell values', () => {
  test('numbers in the dialect’s decimal mark; anything else is NaN for the form’s own message', () => {
    expect(numberCell('2.5', EN)).toBe(2.5)
    expect(numberCell('2,5', DE)).toBe(2.5)
    expect(numberCell('-3', DE)).toBe(-3)
    expect(numberCell(' ', DE)).toBeNull()
    expect(numberCell('2.5', DE)).toBeNaN()
    expect(numberCell('abc', EN)).toBeNaN()
  })

  test('dates as DD.MM.YYYY (or the API’s) become YYYY-MM-DD; others stay for the date rule', () => {
    expect(dateCell('01.03.2025')).toBe('2025-03-01')
    expect(dateCell('1.3.2025')).toBe('2025-03-01')
    expect(dateCell('2025-03-01')).toBe('2025-03-01')
    expect(dateCell('')).toBeNull()
    expect(dateCell('next week')).toBe('next week')
  })

  test('the export’s formula guard is taken off; an apostrophe before plain text stays', () => {
    expect(unguard("'=SUM(A1:A2)")).toBe('=SUM(A1:A2)')
    expect(unguard("'-12")).toBe('-12')
    expect(unguard("'@user")).toBe('@user')
    expect(unguard("'tis")).toBe("'tis")
  })

  test('Yes and No in either language; a multiselect by names in either language', () => {
    expect(cellValue(field('checkbox'), 'Ja', DE, lookups)).toEqual({ value: true })
    expect(cellValue(field('checkbox'), 'no', EN, lookups)).toEqual({ value: false })
    expect(cellValue(field('checkbox'), 'maybe', EN, lookups)).toEqual({ error: 'Write Yes or No.' })
    expect(cellValue(field('multiselect', { joinWith: ',' }), 'Betrachter, Admin', DE, lookups)).toEqual({
      value: 'Viewer,Admin',
    })
    expect(cellValue(field('multiselect', { joinWith: ',' }), 'Chief', EN, lookups)).toEqual({
      error: '“Chief” is not one of the choices.',
    })
    expect(cellValue(field('text'), "'=1+2", EN, lookups)).toEqual({ value: '=1+2' })
    expect(cellValue(field('text'), '', EN, lookups)).toEqual({ value: null })
  })
})

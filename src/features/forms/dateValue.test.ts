// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseDateValue } from './dateValue'

describe('stored date values (read without the date library)', () => {
  it('keep the calendar day written, with or without a time and offset', () => {
    expect(parseDateValue('2024-02-29')).toBe('2024-02-29')
    expect(parseDateValue(' 2025-12-31T23:59:59.999-05:00 ')).toBe('2025-12-31')
    expect(parseDateValue('2025-01-01T00:30+0200')).toBe('2025-01-01')
  })
  it('reject days and times that do not exist, and anything else', () => {
    for (const value of [
      '2025-02-29',
      '2025-13-01',
      '2025-04-31T10:00:00',
      '2025-01-01T24:00:00',
      '31.12.2025',
      '',
      null,
      20250101,
    ]) {
      expect(parseDateValue(value)).toBeUndefined()
    }
  })
})

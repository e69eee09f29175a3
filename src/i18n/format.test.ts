// @vitest-environment node
import { expect, test } from 'vitest'
import { formatNumber } from './format'

test('German shows a decimal comma, English a point; neither groups thousands', () => {
  expect(formatNumber(12.5, 'de')).toBe('12,5')
  expect(formatNumber(-0.125, 'de')).toBe('-0,125')
  expect(formatNumber(12345.5, 'de')).toBe('12345,5')
  expect(formatNumber(12.5, 'en')).toBe('12.5')
  expect(formatNumber(12345, 'en')).toBe('12345')
  expect(formatNumber(12345, 'de')).toBe('12345')
})

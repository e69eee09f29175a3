// @vitest-environment node
import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => vi.restoreAllMocks())

test('a total reads as en-US writes it: grouped thousands, at most 3 decimals', async () => {
  const { formatTotal } = await import('./formatTotal')
  const enUS = new Intl.NumberFormat('en-US')
  for (const total of [0, 7, 999, 1000, 6010, 1234567, 1180.5, 1234.5678, -1506, -0.25, 1e15]) {
    expect(formatTotal(total), String(total)).toBe(enUS.format(total))
  }
})

test('formatting builds no Intl.NumberFormat: its first one loads ICU data, a long task on a phone', async () => {
  vi.resetModules()
  const built = vi.spyOn(Intl, 'NumberFormat')
  const { formatTotal } = await import('./formatTotal')
  expect(formatTotal(6010)).toBe('6,010')
  expect(built).not.toHaveBeenCalled()
})

test('in German a total reads as de-DE writes it: points between thousands, a decimal comma', async () => {
  const { formatTotal } = await import('./formatTotal')
  const deDE = new Intl.NumberFormat('de-DE')
  for (const total of [0, 7, 999, 1000, 6010, 1234567, 1180.5, 1234.5678, -1506, -0.25]) {
    expect(formatTotal(total, 'de'), String(total)).toBe(deDE.format(total))
  }
})

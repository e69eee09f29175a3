// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { detectLocale, resolveLocale } from './locale'

describe('the interface language', () => {
  test('follows the browser: German when a German language comes before any English one', () => {
    expect(detectLocale(['de-DE', 'en-US'])).toBe('de')
    expect(detectLocale(['fr-FR', 'de-AT', 'en'])).toBe('de')
    expect(detectLocale(['DE'])).toBe('de')
    expect(detectLocale(['en-GB', 'de-DE'])).toBe('en')
    expect(detectLocale(['fr-FR', 'it'])).toBe('en')
    expect(detectLocale([])).toBe('en')
  })

  test('a stored choice wins; one the console does not speak, or garbage, is ignored', () => {
    expect(resolveLocale('en', ['de-DE'])).toBe('en')
    expect(resolveLocale('de', ['en-US'])).toBe('de')
    expect(resolveLocale('fr', ['de-DE'])).toBe('de')
    expect(resolveLocale('fr', ['en-US'])).toBe('en')
    for (const garbage of [undefined, null, 42, '', 'DE', 'de-DE', { de: 1 }, ['de']])
      expect(resolveLocale(garbage, ['en'])).toBe('en')
  })
})

import { i18n } from './i18n'

/**
 * A number as a list or form shows it in the interface's language: a decimal comma in German (12,5), a point in
 * English (12.5), no thousands separators (ids and amounts read as typed). Not Intl.NumberFormat: its first
 * construction loads ICU's locale data, a long task on a phone in a list's first render.
 */
export function formatNumber(value: number, locale: string = i18n.locale): string {
  const text = String(value)
  return locale === 'de' && Number.isFinite(value) && !/e/i.test(text) ? text.replace('.', ',') : text
}

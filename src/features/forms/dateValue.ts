import { DATE_DISPLAY_FORMAT } from '@/config'

/**
 * Reading and showing a stored date without luxon: the validation rules (dateLess, dateMore, the date input's own
 * check) run in every declaration, and date columns in lists, so they must not pull the date library (about 20 KiB
 * gzip) into a list's first load (see docs/decisions.md, "First-load budgets").
 */

/** YYYY-MM-DD, optionally followed by an ISO time and offset, as the server writes dates. */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * A date value as the API's YYYY-MM-DD, or undefined when it is none. Accepts YYYY-MM-DD and full ISO strings
 * from the server; an ISO time keeps the calendar day written in it (no time-zone shift).
 */
export function parseDateValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const match = ISO_DATE.exec(value.trim())
  if (!match) return undefined
  const [, year = '', month = '', day = '', hour = '0', minute = '0', second = '0'] = match
  if (!isRealDay(Number(year), Number(month), Number(day))) return undefined
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined
  return `${year}-${month}-${day}`
}

/** API value → the DD.MM.YYYY the user sees (DATE_DISPLAY_FORMAT's tokens); unparseable text is shown as it is. */
export function apiDateToDisplay(value: unknown): string {
  const day = parseDateValue(value)
  if (!day) return typeof value === 'string' ? value : ''
  const [year = '', month = '', date = ''] = day.split('-')
  return DATE_DISPLAY_FORMAT.replace('yyyy', year).replace('MM', month).replace('dd', date)
}

import { z } from 'zod/mini'
import { MAX_DECIMALS } from '@/config'
import { i18n } from '@/i18n/i18n'
import { MESSAGES } from '@/i18n/messages'
import { parseDateValue } from './dateValue'
import type { FieldInput, Rule } from './rule'

/** Nothing entered: null, blank text, an empty list or an image without Url. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object' && 'Url' in value) return isEmptyValue((value as { Url: unknown }).Url)
  return false
}

type Message = (value: unknown, values: FieldInput['values']) => string | undefined

/** Each rule's name ('required', 'decimal', …), for the generated docs/resources.md tables. */
const NAMES = new WeakMap<Rule, string>()
export function ruleName(rule: Rule): string {
  return NAMES.get(rule) ?? 'rule'
}

/** A zod refinement from a message function; its issue aborts, so the field's later rules do not run. */
function check(name: string, message: Message): Rule {
  const refinement = z.superRefine<FieldInput>(({ value, values }, ctx) => {
    const failed = message(value, values)
    if (failed !== undefined) ctx.addIssue({ code: 'custom', message: failed, input: value, continue: false })
  })
  NAMES.set(refinement, name)
  return refinement
}

/** Every rule but `required` lets an empty value pass, so optional fields stay optional. */
function rule(name: string, message: Message): Rule {
  return check(name, (value, values) => (isEmptyValue(value) ? undefined : message(value, values)))
}

const text = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''

const REQUIRED = check('required', (value) => (isEmptyValue(value) ? MESSAGES.required : undefined))
export function required(): Rule {
  return REQUIRED
}

/** Whether the rules demand a value: the field is marked required (and the spec's tables say so). */
export function includesRequired(rules: readonly Rule[] = []): boolean {
  return rules.includes(REQUIRED)
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export function email(): Rule {
  return rule('email', (value) =>
    EMAIL.test(text(value)) ? undefined : i18n._('Enter a valid email address, e.g. name@example.com.'),
  )
}

export function numeric(): Rule {
  return rule('numeric', (value) => (/^\d+$/.test(text(value)) ? undefined : i18n._('Use digits only.')))
}

export function integer(): Rule {
  return rule('integer', (value) => (/^-?\d+$/.test(text(value)) ? undefined : i18n._('Enter a whole number.')))
}

const DECIMAL = new RegExp(`^\\d+(\\.\\d{1,${MAX_DECIMALS}})?$`)
/**
 * Non-negative, digits with an optional point and at most MAX_DECIMALS decimals (see docs/decisions.md, "Numbers and
 * rules").
 */
export function decimal(): Rule {
  return rule('decimal', (value) =>
    DECIMAL.test(text(value))
      ? undefined
      : i18n._('Enter a number of 0 or more with at most {max} decimals, e.g. 12.5.', { max: MAX_DECIMALS }),
  )
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim().replace(',', '.'))
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}

/** Text: at most n characters; number: at most n. */
export function max(n: number): Rule {
  return rule('max', (value) => {
    if (typeof value === 'number') return value <= n ? undefined : i18n._('Enter {n} or less.', { n })
    return text(value).length <= n ? undefined : i18n._('Use at most {n} characters.', { n })
  })
}

/** Text: at least n characters; number: at least n. */
export function min(n: number): Rule {
  return rule('min', (value) => {
    if (typeof value === 'number') return value >= n ? undefined : i18n._('Enter {n} or more.', { n })
    return text(value).length >= n ? undefined : i18n._('Use at least {n} characters.', { n })
  })
}

export function min_value(n: number): Rule {
  return rule('min_value', (value) => {
    const v = asNumber(value)
    if (v === undefined) return i18n._('Enter a number.')
    return v >= n ? undefined : i18n._('Enter {n} or more.', { n })
  })
}

/** At least the value of another field (scales: maxScore ≥ minScore); passes while the other is empty. */
export function minField(otherField: string, otherLabel: string = otherField): Rule {
  return rule('minField', (value, values) => {
    const other = asNumber(values[otherField])
    const v = asNumber(value)
    if (other === undefined || v === undefined) return undefined
    return v >= other
      ? undefined
      : i18n._('Must be at least {field} ({value}).', { field: i18n._(otherLabel), value: other })
  })
}

function compareDates(otherField: string, otherLabel: string, earlier: boolean): Rule {
  return rule(earlier ? 'dateLess' : 'dateMore', (value, values) => {
    const mine = parseDateValue(value)
    const other = parseDateValue(values[otherField])
    if (!mine || !other) return undefined
    if (earlier)
      return mine < other ? undefined : i18n._('Must be earlier than {field}.', { field: i18n._(otherLabel) })
    return mine > other ? undefined : i18n._('Must be later than {field}.', { field: i18n._(otherLabel) })
  })
}

/** Strictly earlier than the date in another field. */
export function dateLess(otherField: string, otherLabel: string = otherField): Rule {
  return compareDates(otherField, otherLabel, true)
}

/** Strictly later than the date in another field. */
export function dateMore(otherField: string, otherLabel: string = otherField): Rule {
  return compareDates(otherField, otherLabel, false)
}

export const NOT_A_NUMBER = 'Enter a number, e.g. 12,5 or 12.5.'
/**
 * The number input's own check: its text must be a number (the input keeps NaN for text that is not). Added by the
 * form before the declared rules, so a required field with letters in it says this rather than that it is empty.
 */
export function numberText(): Rule {
  return rule('number', (value) =>
    typeof value === 'number' && Number.isNaN(value) ? i18n._(NOT_A_NUMBER) : undefined,
  )
}

export const NOT_A_DATE = 'Enter a date as DD.MM.YYYY, e.g. 31.12.2025.'
/**
 * The date input's own check: its text must be a real date (see docs/decisions.md, "Dates"). Added by the form, not
 * declared.
 */
export function dateText(): Rule {
  return rule('date', (value) => (parseDateValue(value) ? undefined : i18n._(NOT_A_DATE)))
}

import { MAX_DECIMALS } from '../../src/config'
import { ACCOUNTS } from '../store/accounts'
import type { SandboxStore } from '../store/store'
import type { SandboxRecord } from '../store/types'
import { normalUsername, usernameKey, usernameProblem } from '../store/usernames'
import type { FieldKind, ResourceSpec } from './resourceTable'
import { NOT_IN_STORED_TEXT } from '../store/storedText'

export type FieldErrors = Record<string, string>

const ROLES = ['Viewer', 'Editor', 'Admin']
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/

/** 'validTo' → 'Valid to', 'servingId' → 'Serving'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Kinds whose value is text: only these treat spaces alone as empty; a number field given " " is refused. */
const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'html', 'email', 'password', 'username'])

function isBlank(value: unknown, kind: FieldKind): boolean {
  if (value === undefined || value === null || value === '') return true
  return TEXT_KINDS.has(kind) && typeof value === 'string' && value.trim() === ''
}

/** Ids and numbers arrive as numbers or, from selects, as numeric strings; both are accepted. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return undefined
}

/** Beyond this a number no longer holds every whole number: "9007199254740993" would be stored as …992. */
const SAFE_RANGE = `from ${-Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`
const isSafe = (n: number) => Math.abs(n) <= Number.MAX_SAFE_INTEGER
/** The spec's `decimal` rule (see docs/decisions.md, "Numbers and rules"): digits with an optional point and at most MAX_DECIMALS decimals. */
const DECIMAL = new RegExp(`^\\d+(\\.\\d{1,${MAX_DECIMALS}})?$`)

function checkNumber(kind: 'number' | 'integer' | 'decimal', value: unknown, label: string): Checked {
  const n = toNumber(value)
  if (n === undefined)
    return { error: kind === 'integer' ? `${label} must be a whole number.` : `${label} must be a number.` }
  if (!isSafe(n)) return { error: `${label} must be a ${kind === 'integer' ? 'whole ' : ''}number ${SAFE_RANGE}.` }
  if (kind === 'integer' && !Number.isInteger(n)) return { error: `${label} must be a whole number.` }
  if (kind === 'decimal' && !DECIMAL.test(String(n)))
    return { error: `${label} must be a number of at least 0 with at most ${MAX_DECIMALS} decimals.` }
  return { value: n }
}

function validDate(value: string): boolean {
  const m = DATE.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

type Checked = { value: unknown } | { error: string }

/**
 * Longest text the sandbox stores, per field kind. The spec and the resource declarations set no maximum of their
 * own, so these bound what one request can make every later list download; rich text gets room for long pages.
 */
export const TEXT_MAX_LENGTH = 1000
export const HTML_MAX_LENGTH = 100_000

/** Half of a UTF-16 pair on its own: not text, and not encodable as UTF-8 in the answers. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function checkText(value: unknown, label: string, maxLength: number): Checked {
  if (typeof value !== 'string') return { error: `${label} must be text.` }
  if (value.length > maxLength) return { error: `${label} must be at most ${maxLength} characters.` }
  if (LONE_SURROGATE.test(value)) return { error: `${label} must be text without lone surrogates.` }
  return NOT_IN_STORED_TEXT.test(value) ? { error: `${label} must be text without control characters.` } : { value }
}

/**
 * Usernames are kept trimmed in NFKC and compared case-folded (mocks/store/usernames.ts); one that hides characters
 * or mixes look-alike letters is refused, and the sandbox accounts' names are taken for good.
 */
function checkUsername(value: unknown, label: string): Checked {
  const text = checkText(value, label, TEXT_MAX_LENGTH)
  if ('error' in text) return text
  const username = normalUsername(text.value as string)
  const problem = usernameProblem(username, label)
  if (problem) return { error: problem }
  const reserved = ACCOUNTS.some((a) => a.username === usernameKey(username))
  return reserved ? { error: `${label} “${username}” is reserved for a sandbox account.` } : { value: username }
}

function checkReference(id: number | undefined, exists: (id: number) => boolean, label: string, what: string): Checked {
  if (id === undefined || !Number.isInteger(id)) return { error: `${label} must be an id.` }
  return exists(id) ? { value: id } : { error: `${label}: there is no ${what} with id ${id}.` }
}

/** Checks one non-blank value against its kind; returns the value to store (numbers coerced) or a message. */
function checkField(kind: FieldKind, value: unknown, label: string, store: SandboxStore): Checked {
  if (typeof kind === 'object') {
    if ('ref' in kind)
      return checkReference(toNumber(value), (id) => store.find(kind.ref, id) !== undefined, label, 'record')
    const items = store.dictionary(kind.dictionary) ?? []
    return checkReference(toNumber(value), (id) => items.some((d) => d.id === id), label, `${kind.dictionary} entry`)
  }
  switch (kind) {
    case 'text':
    case 'password':
      return checkText(value, label, TEXT_MAX_LENGTH)
    case 'html':
      return checkText(value, label, HTML_MAX_LENGTH)
    case 'email': {
      const text = checkText(value, label, TEXT_MAX_LENGTH)
      if ('error' in text) return text
      const email = (text.value as string).trim()
      return EMAIL.test(email) ? { value: email } : { error: `${label} must be an email address.` }
    }
    case 'username':
      return checkUsername(value, label)
    case 'number':
    case 'integer':
    case 'decimal':
      return checkNumber(kind, value, label)
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { error: `${label} must be true or false.` }
    case 'date':
      return typeof value === 'string' && validDate(value)
        ? { value }
        : { error: `${label} must be a date (YYYY-MM-DD).` }
    case 'image': {
      const isObject = typeof value === 'object' && value !== null && !Array.isArray(value)
      const url = isObject ? (value as { Url?: unknown }).Url : undefined
      if (typeof url === 'string' && url.length > TEXT_MAX_LENGTH)
        return { error: `${label} must be at most ${TEXT_MAX_LENGTH} characters.` }
      // Only the Url is kept: the image object is the one nested value a body may carry.
      return isObject && (url === undefined || url === null || typeof url === 'string')
        ? { value: { Url: url ?? null } }
        : { error: `${label} must be an object with a Url.` }
    }
    case 'roles': {
      const parts = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [null]).map((r) =>
        typeof r === 'string' ? r.trim() : r,
      )
      const bad = parts.find((r) => typeof r !== 'string' || !ROLES.includes(r))
      if (bad !== undefined) return { error: `${label} must be a comma-separated list of ${ROLES.join(', ')}.` }
      return { value: [...new Set(parts)].join(',') }
    }
    case 'serving':
      return checkReference(toNumber(value), (id) => store.state.servings.some((s) => s.id === id), label, 'serving')
    case 'file':
      return checkReference(toNumber(value), (id) => store.file(id) !== undefined, label, 'uploaded file')
  }
}

/**
 * Validates a record about to be saved (the body merged over the stored record) and normalises its values.
 * Returns the field errors; an empty object means the record may be saved.
 */
export function validateRecord(
  spec: ResourceSpec,
  record: SandboxRecord,
  store: SandboxStore,
  isCreate: boolean,
): FieldErrors {
  const errors: FieldErrors = {}
  const required = new Set([...spec.required, ...(isCreate ? (spec.requiredOnCreate ?? []) : [])])
  if (spec.parent?.required) required.add(spec.parent.key)
  const kinds: Record<string, FieldKind> = { ...spec.fields }
  if (spec.parent) kinds[spec.parent.key] = { ref: spec.parent.resource }

  for (const [field, kind] of Object.entries(kinds)) {
    const value = record[field]
    const label = fieldLabel(field)
    if (isBlank(value, kind)) {
      if (required.has(field)) errors[field] = `${label} is required.`
      else if (value === '') record[field] = null
      continue
    }
    const checked = checkField(kind, value, label, store)
    if ('error' in checked) errors[field] = checked.error
    else record[field] = checked.value
  }

  if (spec.parent && record[spec.parent.key] === record.id && spec.parent.resource === spec.name) {
    errors[spec.parent.key] = `${fieldLabel(spec.parent.key)} cannot be the record itself.`
  }

  // Unique text (usernames, slugs) is one value whatever its case or Unicode spelling.
  for (const field of spec.unique ?? []) {
    const value = record[field]
    if (errors[field] || typeof value !== 'string') continue
    const key = usernameKey(value)
    const clash = store
      .records(spec.name)
      .some((other) => other.id !== record.id && typeof other[field] === 'string' && usernameKey(other[field]) === key)
    if (clash) errors[field] = `${fieldLabel(field)} “${value}” is already taken.`
  }

  if (Object.keys(errors).length === 0) Object.assign(errors, comparisonErrors(spec, record))
  return errors
}

/** The declared comparisons between fields; each passes while either value is empty. */
function comparisonErrors(spec: ResourceSpec, record: SandboxRecord): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, { rule, field: other }] of Object.entries(spec.compare ?? {})) {
    const [value, bound] = [record[field], record[other]]
    const label = fieldLabel(field)
    const otherLabel = fieldLabel(other).toLowerCase()
    if (rule === 'atLeast' && typeof value === 'number' && typeof bound === 'number' && value < bound)
      errors[field] = `${label} must not be below ${otherLabel}.`
    // Dates compare as their YYYY-MM-DD text; a time of day after it does not count.
    if (rule === 'after' && typeof value === 'string' && typeof bound === 'string')
      if (value.slice(0, 10) <= bound.slice(0, 10)) errors[field] = `${label} must be after ${otherLabel}.`
  }
  return errors
}

/** The 400 body: a message naming the problems, and the errors per field. */
export function validationBody(noun: string, errors: FieldErrors) {
  return { message: `The ${noun} was not saved: ${Object.values(errors).join(' ')}`, errors }
}

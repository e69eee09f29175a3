import type { Id } from '@/api/queryKeys'
import type { FieldDef } from '@/features/forms/field'
import { i18n } from '@/i18n/i18n'
import { FORMULA_START, type CsvDialect } from '../export/csv'
import { headerKey } from './headers'

/** One option of a select, by the names a file may give it (its label in either language, its value). */
export interface Choice {
  id: Id
  names: readonly string[]
}

/** What cells are read against: each select's options, and Yes and No in both languages. */
export interface Lookups {
  choices: ReadonlyMap<string, readonly Choice[]>
  yes: ReadonlySet<string>
  no: ReadonlySet<string>
}

export type CellResult = { value: unknown } | { error: string }

/**
 * The text a cell holds, as the export wrote it: a text it guarded against formulas (`'=1+2`) loses the apostrophe
 * it was given; a text with a leading apostrophe and no formula after it keeps it.
 */
export function unguard(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text
}

const POINT_NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/
const COMMA_NUMBER = /^[-+]?(\d+(,\d*)?|,\d+)$/

/**
 * A number as the dialect writes it: a decimal comma after `;`, a point after `,`. Text that is none is NaN, so the
 * form's own rule names it ("Enter a number…"), as the edit dialog's does.
 */
export function numberCell(text: string, dialect: CsvDialect): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const pattern = dialect.decimal === ',' ? COMMA_NUMBER : POINT_NUMBER
  return pattern.test(trimmed) ? Number.parseFloat(trimmed.replace(',', '.')) : Number.NaN
}

/** DD.MM.YYYY (one-digit day and month too) or YYYY-MM-DD → YYYY-MM-DD; other text stays, for the date rule to refuse. */
export function dateCell(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const display = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed)
  if (!display) return trimmed
  const [, day = '', month = '', year = ''] = display
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

function choiceOf(text: string, choices: readonly Choice[]): Id | undefined {
  const key = headerKey(text)
  return choices.find((c) => c.names.includes(key))?.id
}

const notAChoice = (text: string) => ({ error: i18n._('“{value}” is not one of the choices.', { value: text }) })

/**
 * A cell's text as the value the field's form input would hold: what the edit dialog checks and sends. Text the field
 * cannot hold at all (a name no option has, a Yes/No that is neither) is an error of its own.
 */
export function cellValue(field: FieldDef, raw: string, dialect: CsvDialect, lookups: Lookups): CellResult {
  const text = unguard(raw)
  const blank = text.trim() === ''
  switch (field.input) {
    case 'number':
      return { value: numberCell(text, dialect) }
    case 'date':
      return { value: dateCell(text) }
    case 'checkbox': {
      const key = headerKey(text)
      if (blank || lookups.no.has(key)) return { value: false }
      if (lookups.yes.has(key)) return { value: true }
      return { error: i18n._('Write Yes or No.') }
    }
    case 'select': {
      if (blank) return { value: null }
      const id = choiceOf(text, lookups.choices.get(field.name) ?? [])
      return id === undefined ? notAChoice(text) : { value: id }
    }
    case 'multiselect': {
      const parts = text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
      const ids: Id[] = []
      for (const part of parts) {
        const id = choiceOf(part, lookups.choices.get(field.name) ?? [])
        if (id === undefined) return notAChoice(part)
        ids.push(id)
      }
      const values = ids.map(String)
      return { value: field.joinWith === undefined ? values : values.length > 0 ? values.join(field.joinWith) : null }
    }
    default:
      return { value: blank ? null : text }
  }
}

import { setupI18n, type I18n } from '@lingui/core'
import type { FieldDef } from '@/features/forms/field'
import { exportColumns } from '../export/exportTable'
import type { AnyResource } from '../types'
import { ImportFileError } from './readCsv'

/** What a file's column fills: the record's id, or one of the form's fields. */
export type Target = { kind: 'id' } | { kind: 'field'; field: FieldDef }

/** Inputs whose value a spreadsheet cell cannot carry: files and images are uploads, rich text is markup, passwords are never exported. */
const NOT_IMPORTED = new Set(['file', 'image', 'richtext', 'password'])

/** The fields an import may fill: the form's own, less uploads, rich text and passwords. */
export const importableFields = (resource: AnyResource): FieldDef[] =>
  resource.fields.filter((f) => !NOT_IMPORTED.has(f.input))

/** Both interface languages, each with its catalog: a header is matched in either. */
export async function bothLanguages(): Promise<I18n[]> {
  const [en, de] = await Promise.all([import('@/i18n/catalog/en'), import('@/i18n/catalog/de')])
  return [
    setupI18n({ locale: 'en', messages: { en: en.messages } }),
    setupI18n({ locale: 'de', messages: { de: de.messages } }),
  ]
}

/** A header as it is compared: no BOM or outer spaces, one space inside, any case. */
export const headerKey = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .normalize('NFC')
    .toLocaleLowerCase('de')

/**
 * Every header naming a target, in both languages: the id column, each field's label, and the list's column headers
 * the export writes (a dictionary column, insurance, fills the field that picks from that dictionary).
 */
export function headerTargets(resource: AnyResource, languages: readonly I18n[]): Map<string, Target> {
  const targets = new Map<string, Target>()
  const add = (text: string, target: Target) => {
    for (const i18n of languages) {
      const key = headerKey(i18n._(text))
      if (!targets.has(key)) targets.set(key, target)
    }
  }
  const fields = importableFields(resource)
  add('Id', { kind: 'id' })
  for (const field of fields) add(field.label, { kind: 'field', field })
  for (const column of exportColumns(resource)) {
    const field = fields.find(
      (f) =>
        f.name === column.key ||
        (column.dictionary !== undefined &&
          f.options?.kind === 'dictionary' &&
          f.options.dictionary === column.dictionary),
    )
    if (column.key === 'id') add(column.header, { kind: 'id' })
    else if (field) add(column.header, { kind: 'field', field })
  }
  return targets
}

export interface HeaderMatch {
  /** Each column's target, or undefined for a column the import leaves out. */
  columns: (Target | undefined)[]
  /** Headers no target answers to (said in the preview). */
  ignored: string[]
}

/** The file's header matched: a second column for the same target is left out; none matching refuses the file. */
export function matchHeader(header: readonly string[], targets: ReadonlyMap<string, Target>): HeaderMatch {
  const taken = new Set<string>()
  const ignored: string[] = []
  const columns = header.map((text) => {
    const target = targets.get(headerKey(text))
    const name = target?.kind === 'field' ? target.field.name : 'id'
    if (!target || taken.has(name)) {
      if (text.trim() !== '') ignored.push(text)
      return undefined
    }
    taken.add(name)
    return target
  })
  if (taken.size === 0 || (taken.size === 1 && taken.has('id'))) throw new ImportFileError({ kind: 'noHeader' })
  return { columns, ignored }
}

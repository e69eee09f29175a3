import type { DictionaryKind } from '@/api/queryKeys'
import type { Rule } from './rule'

// The form engine's own vocabulary: a declaration's fields are written in it, and forms knows no declaration.

/** Where a select's options come from. */
export type OptionSource =
  | { kind: 'dictionary'; dictionary: DictionaryKind }
  | { kind: 'servings' }
  | { kind: 'static'; options: readonly { value: string; label: string }[] }

export type InputKind =
  | 'text'
  | 'number'
  | 'area'
  | 'select'
  | 'multiselect'
  | 'checkbox'
  | 'date'
  | 'file'
  | 'image'
  | 'richtext'
  | 'password'

export interface FieldDef {
  /** Property of the record the field edits. */
  name: string
  label: string
  input: InputKind
  rules?: readonly Rule[]
  /** select / multiselect options. */
  options?: OptionSource
  /** Its rules hold while adding only. On edit it starts blank and, left blank, is not sent: the server keeps the
   * value (users' password: never shown, reset by typing a new one). */
  optionalOnEdit?: boolean
  /** file: the record property that keeps the uploaded file's name (the field itself keeps its id). */
  fileNameField?: string
  /** multiselect stored as a comma-separated string (users' roles). */
  joinWith?: string
  help?: string
}

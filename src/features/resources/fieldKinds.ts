import type { DictionaryKind } from '@/api/queryKeys'
import type { RecordFields } from './recordFields'

/**
 * What each declared field is, read from a declaration's `schema` without zod: the schema builder, given these words in
 * place of recordFields' zod pieces, answers `{ amount: { kind: 'decimal', required: 'always' }, … }`. The sandbox
 * checks bodies by these kinds and the edit form picks each field's input and rules by them, so a field's type, rules,
 * input and sandbox kind are all said once, in its resource.ts.
 */

/** What a field may hold; the sandbox answers 400 when a body breaks it. Null is always allowed unless required. */
export type FieldKind =
  | 'text'
  /** Rich text. */
  | 'html'
  | 'number'
  | 'integer'
  /** The forms' `decimal` rule: at least 0, at most MAX_DECIMALS decimals. */
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'image'
  | 'email'
  /** Roles joined by commas, as the session's roles. */
  | 'roles'
  /** Written, never answered or prefilled. */
  | 'password'
  /** Trimmed, unique without case, and not one of the sandbox accounts (a sandbox-only refinement of text). */
  | 'username'
  | { ref: string }
  | { dictionary: DictionaryKind }
  | 'serving'
  | 'file'

export interface DeclaredField {
  kind: FieldKind
  /** `always`: a record needs a value; `onCreate`: only a new one does (on edit, blank keeps the stored value). */
  required?: 'always' | 'onCreate'
  /** file: the record property that keeps the uploaded file's name. */
  fileNameField?: string
  /** Compared with another field of the record: a number at least its value, a date after it. */
  compare?: FieldComparison
}

export interface FieldComparison {
  rule: 'atLeast' | 'after'
  /** The other field. */
  field: string
}

const plain = (kind: FieldKind): DeclaredField => ({ kind })

/** recordFields' words, each answering what it declares; `satisfies` keeps the two vocabularies the same words. */
const FIELD_WORDS = {
  record: (shape: Record<string, DeclaredField>) => shape,
  text: plain('text'),
  html: plain('html'),
  number: plain('number'),
  integer: plain('integer'),
  decimal: plain('decimal'),
  boolean: plain('boolean'),
  date: plain('date'),
  email: plain('email'),
  password: plain('password'),
  roles: plain('roles'),
  id: plain('number'),
  image: plain('image'),
  serving: plain('serving'),
  dictionary: (dictionary: DictionaryKind): DeclaredField => ({ kind: { dictionary } }),
  file: (fileNameField: string): DeclaredField => ({ kind: 'file', fileNameField }),
  required: (field: DeclaredField): DeclaredField => ({ ...field, required: 'always' }),
  requiredOnCreate: (field: DeclaredField): DeclaredField => ({ ...field, required: 'onCreate' }),
  atLeast: (other: string, field: DeclaredField): DeclaredField => ({
    ...field,
    compare: { rule: 'atLeast', field: other },
  }),
  after: (other: string, field: DeclaredField): DeclaredField => ({
    ...field,
    compare: { rule: 'after', field: other },
  }),
} satisfies Record<keyof RecordFields, unknown>

/** The fields a declaration's schema declares, by name (without id and Undeletable, which every record has). */
export function declaredFields(declaration: {
  schema: (fields: RecordFields) => unknown
}): Readonly<Record<string, DeclaredField>> {
  // The builder is typed for the zod pieces (its record type comes from them); these words mirror them one to one.
  return declaration.schema(FIELD_WORDS as unknown as RecordFields) as Record<string, DeclaredField>
}

import * as z from 'zod/mini'
import type { DictionaryKind } from '@/api/queryKeys'

/** Zod pieces shared by the declarations' loose record schemas (see docs/decisions.md, "Save keeps unknown fields"). */
export const idSchema = z.union([z.number(), z.string()])
export const optionalText = z.nullish(z.string())
export const optionalNumber = z.nullish(z.number())
export const optionalBoolean = z.nullish(z.boolean())
/** Image field value: an object with a Url string. */
export const imageValue = z.nullish(z.looseObject({ Url: z.nullish(z.string()) }))
/** Select values arrive as ids; either type is accepted. */
export const optionalId = z.nullish(idSchema)

type Shape = Record<string, z.ZodMiniType>

/** A record: id, Undeletable and the declared fields; unknown fields are kept. */
function record<S extends Shape>(shape: S) {
  return z.looseObject({ id: idSchema, Undeletable: optionalBoolean, ...shape })
}

/**
 * Required is a rule of the form and of the server, not of the record schema: a stored record that lacks the value
 * still loads (and its form asks for it).
 */
function required<P extends z.ZodMiniType>(piece: P): P {
  return piece
}

/** Like required, a comparison with another field is the form's and the server's rule, not the schema's. */
function compared<P extends z.ZodMiniType>(_otherField: string, piece: P): P {
  return piece
}

/**
 * What a declaration's `schema` builds its record schema from. The declaration receives it as an argument rather than
 * importing zod, so declarations stay out of zod's chunk: the registry of declarations is in the entry chunk that
 * /login loads too, while zod loads with the first list. Each word also names the field's kind (fieldKinds.ts reads the
 * same builder with its own words): the form's input and rules and the sandbox's checks follow from it.
 */
export const recordFields = {
  record,
  text: optionalText,
  /** Rich text, edited in the rich-text input. */
  html: optionalText,
  number: optionalNumber,
  /** A whole number (the form's `integer` rule). */
  integer: optionalNumber,
  /** At least 0 with at most MAX_DECIMALS decimals (the form's `decimal` rule). */
  decimal: optionalNumber,
  boolean: optionalBoolean,
  /** A date, YYYY-MM-DD in the API, typed as DD.MM.YYYY. */
  date: optionalText,
  email: optionalText,
  /** Written only: never answered, never prefilled, never kept in a draft. */
  password: optionalText,
  /** Any of the session's roles, joined by commas. */
  roles: optionalText,
  /** An id the form does not edit (parent keys) or shows as it came. */
  id: optionalId,
  image: imageValue,
  /** A serving's id, picked from the servings. */
  serving: optionalId,
  /** An entry's id, picked from a dictionary. */
  dictionary: (_kind: DictionaryKind) => optionalId,
  /** An uploaded file's id; its name is kept in the record property `fileNameField`. */
  file: (_fileNameField: string) => optionalId,
  required,
  /** Required of a new record only; on edit a blank value keeps the stored one (users' password). */
  requiredOnCreate: required,
  /** A number at least the other field's (scales: maxScore ≥ minScore); passes while either is empty. */
  atLeast: compared,
  /** A date later than the other field's (promotions: validTo after validFrom); passes while either is empty. */
  after: compared,
}

export type RecordFields = typeof recordFields
